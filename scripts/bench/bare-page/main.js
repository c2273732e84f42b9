// The benchmark's yardstick (issue 19): React 19 rendering one heading in the browser, nothing
// else. Lighthouse measures it interleaved with the store's pages, so each page's LCP is read
// as a ratio to what the same machine does with the least a React page can be.
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')).render(createElement('h1', null, 'Bare React 19 page'))
