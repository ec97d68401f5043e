import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { isOnboarded } from './lib/storage.ts'
import { ViewModeProvider } from './lib/view-mode.tsx'
import { AppRoutes } from './router.tsx'
import './styles.css'

const app = (
  <StrictMode>
    <ViewModeProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ViewModeProvider>
  </StrictMode>
)

const root = document.getElementById('root')
if (root) {
  // A prerendered page (docs/decisions/009) is adopted as it is when it shows what this visitor
  // would see: a first visit to /onboarding. Otherwise the app renders from scratch.
  const prerendered =
    root.hasChildNodes() &&
    window.location.pathname === '/onboarding' &&
    !window.location.search &&
    !isOnboarded()
  if (prerendered) hydrateRoot(root, app)
  else {
    root.replaceChildren()
    createRoot(root).render(app)
  }
}
