import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web app, built into dist/web and served by the service at /app/ (D17). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Read by the test that holds the initial JavaScript to its budget.
    manifest: true,
    target: 'es2022',
  },
});
