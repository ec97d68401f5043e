// 'Fix Birth Scalar': the birth scalar recalculated from the stored birth date; the baselines that
// follow it are stored by the device state's rule (docs/rules/device-state.md).
import { applyBirthScalarFix, type BirthScalarFix, planBirthScalarFix } from '@/lib/device-state/changes.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'

export type { BirthScalarFix }

/** The 'Fix Birth Scalar' button: plan, then save at once. */
export function fixBirthScalar(): BirthScalarFix {
  const result = planBirthScalarFix(readDevice())
  if (result.ok) {
    const fixed = result.data
    updateDevice((s) => applyBirthScalarFix(s, fixed))
  }
  return result
}
