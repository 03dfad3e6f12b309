import { accordion } from './accordion'
import { alert } from './alert'
import { appShell } from './app-shell'
import { button } from './button'
import { card } from './card'
import { checkbox } from './checkbox'
import { chip } from './chip'
import { choiceCard } from './choice-card'
import { dialog } from './dialog'
import { field } from './field'
import { link } from './link'
import { logo } from './logo'
import { pinInput } from './pin-input'
import { questionMap } from './question-map'
import { spinner } from './spinner'
import { tabs } from './tabs'
import { toast } from './toast'

export const recipes = { button, spinner, logo, link, chip }
export const slotRecipes = {
  field,
  tabs,
  card,
  alert,
  dialog,
  pinInput,
  toast,
  accordion,
  checkbox,
  appShell,
  choiceCard,
  questionMap,
}
