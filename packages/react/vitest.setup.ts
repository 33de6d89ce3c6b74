import { configure } from '@testing-library/react'

// `waitFor` and `findBy…` give up after 1 s by default. CI runs these tests beside two app builds on
// two cores, where a render that takes 50 ms alone can take longer. A test that waits for something
// that never comes still fails, 5 s later.
configure({ asyncUtilTimeout: 5_000 })
