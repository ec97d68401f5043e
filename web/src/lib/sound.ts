// The spec's "audio enabled" on this device (docs/rules/device-state.md): the visitor's Sound switch,
// remembered. On unless turned off; while off no tone starts (lib/audio.ts refuses it) and the tuner
// and the codon library say why.
import { useAtom } from 'jotai'
import { deviceStore, storedText } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

export const audioEnabledAtom = storedText(KEYS.audioEnabled, {
  accept: (raw): raw is '0' | '1' => raw === '0' || raw === '1',
})

/** Whether tones may play: true unless the visitor turned Sound off. */
export const isSoundOn = (): boolean => deviceStore.get(audioEnabledAtom) !== '0'

export function useSound(): [on: boolean, set: (on: boolean) => void] {
  const [stored, setStored] = useAtom(audioEnabledAtom)
  return [stored !== '0', (on) => setStored(on ? '1' : '0')]
}
