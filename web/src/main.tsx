import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Routes, Route, Link } from 'react-router'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { atom, useAtom } from 'jotai'
import './styles.css'
const a = atom(1)
function X() { const [v] = useAtom(a); return <Link to="/a">{v}</Link> }
const qc = new QueryClient()
const root = document.getElementById('root')
if (root) createRoot(root).render(<StrictMode><BrowserRouter><Routes><Route path="/" element={<X/>}/></Routes></BrowserRouter></StrictMode>)
