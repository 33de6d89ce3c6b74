import { describeFeatureCatalogue } from '../../../../i18n/test/describeFeatureCatalogue.js'
import { catalogue } from './catalogue.js'

describeFeatureCatalogue(catalogue)
