// The stats feature's public entry: other parts of the renderer import only what is listed here.
export { LineChart } from './line-chart.tsx'
export { SegmentedPicker } from './range-picker.tsx'
export { StatsView } from './stats-view.tsx'
