// What kind of device the app runs on, where a behaviour differs (geolocation's budgets on iOS,
// installing through Share → Add to Home Screen).

type NavigatorLike = Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>

/** iPhone, iPod and iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIosDevice(nav: NavigatorLike): boolean {
  if (/iPad|iPhone|iPod/.test(nav.userAgent)) return true
  return nav.platform === 'MacIntel' && nav.maxTouchPoints > 1
}
