// The only module that imports Chartist: reached through loadCharts(), so it is a chunk of its own.
import './chartist.css'

export { BarChart } from 'chartist'
