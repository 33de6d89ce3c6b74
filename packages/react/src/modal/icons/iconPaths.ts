/**
 * The modal's icon set: path data on a 20 × 20 grid, drawn with a round 1.75 px stroke. Static
 * markup of our own; untrusted images never go through here.
 */
export const iconPaths = {
  close: 'M5.5 5.5l9 9M14.5 5.5l-9 9',
  back: 'M12 4.5L6.5 10l5.5 5.5',
  chevronRight: 'M8 4.5l5.5 5.5L8 15.5',
  check: 'M4.5 10.5l3.5 3.5 7.5-8',
  copy: 'M8.5 7h6A1.5 1.5 0 0 1 16 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-6A1.5 1.5 0 0 1 7 14.5v-6A1.5 1.5 0 0 1 8.5 7zM13 7V5.5A1.5 1.5 0 0 0 11.5 4h-6A1.5 1.5 0 0 0 4 5.5v6A1.5 1.5 0 0 0 5.5 13H7',
  wallet:
    'M4.5 5.5h10A1.5 1.5 0 0 1 16 7v7.5a1.5 1.5 0 0 1-1.5 1.5h-9A2 2 0 0 1 3.5 14V6a2 2 0 0 1 2-2H13M16 9h-2.75a1.75 1.75 0 0 0 0 3.5H16',
  network:
    'M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0M3.5 10h13M10 3c-1.9 1.9-2.8 4.2-2.8 7s.9 5.1 2.8 7c1.9-1.9 2.8-4.2 2.8-7S11.9 4.9 10 3',
  disconnect:
    'M8 4H5.5A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8M12.5 6.5L16 10l-3.5 3.5M16 10H8',
  warning:
    'M8.7 4.2a1.5 1.5 0 0 1 2.6 0l5.6 9.8a1.5 1.5 0 0 1-1.3 2.2H4.4a1.5 1.5 0 0 1-1.3-2.2zM10 8.5v2.75M10 13.9v.1',
  external:
    'M11.5 4H16v4.5M16 4l-7 7M14 11.5v3a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 4 14.5v-7A1.5 1.5 0 0 1 5.5 6h3',
} as const

export type IconName = keyof typeof iconPaths
