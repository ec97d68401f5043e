// A control that swaps its view for another (opens the full reading, goes back to the simple one,
// edits the profile) is gone once pressed, and focus would fall to the page's body: the next Tab
// would start anywhere. It names the view that arrives; that view, once drawn, puts the focus on
// its element for it. Views drawn for any other reason (a reload, a saved mode) take nothing.
import { useEffect } from 'react'

let wanted: string | null = null

/** The next view drawn under `view` takes the focus. */
export function focusOnArrival(view: string): void {
  wanted = view
}

/** Called by the view `view`: when it was asked for, the element `elementId` takes the focus. */
export function useArrivalFocus(view: string, elementId: string): void {
  useEffect(() => {
    if (wanted !== view) return
    wanted = null
    document.getElementById(elementId)?.focus()
  }, [view, elementId])
}
