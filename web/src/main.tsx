import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { ViewModeProvider } from './lib/view-mode.tsx'
import { AppRoutes } from './router.tsx'
import './styles.css'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ViewModeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ViewModeProvider>
    </StrictMode>,
  )
}
