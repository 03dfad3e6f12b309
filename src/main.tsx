// First: the page's data downloads while its code does (ADR 0068).
import './api/early-start'
import './index.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { bootBrand } from './brand/boot'
import { router } from './router'
import { paintBeforeNavigating } from './router/paint-first'
import { preloadOpenedPage } from './router/preload-boot'
import { wireRouter } from './router/wire'

bootBrand()
wireRouter(router)
paintBeforeNavigating(router)
preloadOpenedPage(router, location.pathname)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
