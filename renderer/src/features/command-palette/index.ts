// The command-palette feature's public entry: other parts of the renderer import only what is listed here.
export { CommandPalette } from './command-palette.tsx'
