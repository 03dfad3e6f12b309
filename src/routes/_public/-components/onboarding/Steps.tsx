import {
  ONBOARDING_SUBJECTS,
  type OnboardingAnswers,
  type OnboardingField,
  SCHOOL_LEVELS,
} from '../../../../../machines/aiAcademyOnboarding.machine'
import { css } from '../../../../../styled-system/css'
import { TextField } from '../../../../ui/Field'
import { ChoiceGroup } from './ChoiceGroup'
import { GOALS, MISSING, PRACTICE, SUBJECT_NOTES } from './copy'

export type StepProps = {
  answers: OnboardingAnswers
  missing: readonly OnboardingField[]
  onAnswer: (answers: Partial<OnboardingAnswers>) => void
}

const errorOf = (missing: readonly OnboardingField[], field: OnboardingField) =>
  missing.includes(field) ? MISSING[field] : null
const column = css({ display: 'flex', flexDirection: 'column', gap: '6' })

export function WhoStep({ answers, missing, onAnswer }: StepProps) {
  return (
    <div className={column}>
      <TextField
        label="Your child's first name"
        name="child_first_name"
        autoComplete="off"
        maxLength={60}
        required
        value={answers.child_first_name}
        error={errorOf(missing, 'child_first_name')}
        onChange={(e) => onAnswer({ child_first_name: e.target.value })}
      />
      <ChoiceGroup
        legend="School level this year"
        name="school_level"
        choices={SCHOOL_LEVELS.map((level) => ({ value: level, label: level }))}
        layout="levels"
        value={answers.school_level}
        error={errorOf(missing, 'school_level')}
        onChange={(school_level) => onAnswer({ school_level })}
      />
    </div>
  )
}

export function SubjectsStep({ answers, missing, onAnswer }: StepProps) {
  const name = answers.child_first_name.trim() || 'your child'
  return (
    <ChoiceGroup
      multiple
      legend={`Which subjects would ${name} like help with? Choose any.`}
      name="subjects"
      choices={ONBOARDING_SUBJECTS.map((subject) => ({
        value: subject,
        label: subject,
        text: SUBJECT_NOTES[subject],
      }))}
      value={answers.subjects}
      error={errorOf(missing, 'subjects')}
      onChange={(subjects) => onAnswer({ subjects })}
    />
  )
}

export function GoalsStep({ answers, missing, onAnswer }: StepProps) {
  const name = answers.child_first_name.trim() || 'your child'
  return (
    <div className={column}>
      <ChoiceGroup
        legend="What would help most right now?"
        name="goal"
        choices={GOALS}
        value={answers.goal}
        error={errorOf(missing, 'goal')}
        onChange={(goal) => onAnswer({ goal })}
      />
      <ChoiceGroup
        legend={`How often can ${name} practise?`}
        name="practice_days"
        choices={PRACTICE}
        layout="three"
        value={answers.practice_days}
        error={errorOf(missing, 'practice_days')}
        onChange={(practice_days) => onAnswer({ practice_days })}
      />
    </div>
  )
}
