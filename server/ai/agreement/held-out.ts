import type { Criterion } from '../types'
import { type AgreementItem, item } from './items'

// Written after the engine's fixes for the first set, and not used to change the engine: its figures are
// printed on their own as a check that the fixes were general. Examiner marks written before running.
const crit = (id: string, description: string, concepts: string[][]): Criterion => ({
  id,
  description,
  marks: 1,
  concepts,
})

export const HELD_OUT: AgreementItem[] = [
  item(
    'A box of 6 eggs costs $2.40. How much does one egg cost? Give your answer in dollars and cents.',
    { kind: 'numeric', value: 0.4, unit: '$', decimalPlaces: 2, convertibleUnits: { '¢': 0.01 } },
    [
      ['$0.40', 1],
      ['0.40', 1],
      ['$0.4', 0],
      ['40¢', 0],
      ['$2.40 ÷ 6 = $0.40', 1],
      ['$0.40. The box has 6 eggs.', 1],
      ['$4.00', 0],
    ],
  ),
  item(
    'Write 0.6 as a fraction in its simplest form.',
    { kind: 'numeric', value: 0.6, forms: ['fraction'], requireSimplest: true },
    [
      ['3/5', 2],
      ['6/10', 1],
      ['60/100', 1],
      ['three fifths', 2],
      ['0.6', 0],
      ['5/3', 0],
    ],
    { maxScore: 2 },
  ),
  item(
    'The ratio of cats to dogs in a shelter is 10 : 15. Write this ratio in its simplest form.',
    { kind: 'numeric', value: 10 / 15, ratio: { terms: [2, 3], requireSimplest: true } },
    [
      ['2:3', 2],
      ['10:15', 1],
      ['3:2', 0],
      ['2/3', 0],
      ['cats : dogs = 2 : 3', 2],
    ],
    { maxScore: 2 },
  ),
  item(
    'Which gas is given out by plants during photosynthesis?',
    { kind: 'text', accepted: ['oxygen'] },
    [
      ['oxygen', 1],
      ['O2', 1],
      ['Plants give out oxygen.', 1],
      ['carbon dioxide', 0],
      ['oxygen and carbon dioxide', 0],
      ['oxigen', 1],
    ],
    { subject: 'science' },
  ),
  item(
    'What is the process in which water vapour changes into water?',
    { kind: 'text', accepted: ['condensation'] },
    [
      ['condensation', 1],
      ['it condenses', 1],
      ['The water vapour condensed.', 1],
      ['evaporation', 0],
      ['condensation or evaporation', 0],
    ],
    { subject: 'science' },
  ),
  item(
    'Fill in the blank with the correct form of the verb: The children (swim) ___ in the pool yesterday.',
    { kind: 'text', accepted: ['swam'] },
    [
      ['swam', 1],
      ['swimmed', 0],
      ['swum', 0],
      ['swim', 0],
    ],
    { subject: 'english' },
  ),
  item(
    'Ice cubes in a glass of water melted after some time. Explain why.',
    {
      kind: 'open',
      criteria: [
        crit('gain', 'The ice gains heat from the surroundings', [
          ['gain heat', 'gained heat', 'absorb heat', 'heat from'],
        ]),
        crit('melt', 'It melts into water', [['melt', 'melting', 'liquid']]),
      ],
    },
    [
      ['The ice gained heat from the warmer water and the air around it and melted.', 2],
      ['The ice melted.', 1],
      ['Coldness left the ice so it melted.', 0],
      ['ice heat melt water', 0],
      ['The ice lost heat to the water and melted.', 0],
      ['Heat from the surrounding air was gained by the ice, so it changed into liquid water.', 2],
      ['Because the ice was cold.', 0],
    ],
    { maxScore: 2, subject: 'science' },
  ),
  item(
    'Why are the wires in electrical cables made of copper?',
    {
      kind: 'open',
      criteria: [
        crit('conductor', 'Copper is a good conductor of electricity', [
          ['copper'],
          ['good conductor', 'conducts electricity', 'conductor of electricity', 'allows electricity'],
        ]),
      ],
    },
    [
      ['Copper is a good conductor of electricity.', 1],
      ['Copper conducts electricity well so current can flow through.', 1],
      ['Copper is an insulator.', 0],
      ['Copper is a poor conductor of electricity.', 0],
      ['copper conductor electricity', 0],
      ['Because copper is shiny.', 0],
    ],
    { subject: 'science' },
  ),
]
