import '@aspire/ui/tokens.css';
import { queryClient } from '@aspire/client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import OrdersPage from './routes/orders-page.tsx';
import ProductPage from './routes/product-page.tsx';
import ShopPage from './routes/shop-page.tsx';
import StaffOrderPage from './routes/staff-order-page.tsx';
import StaffOrdersPage from './routes/staff-orders-page.tsx';
import StaffProductPage from './routes/staff-product-page.tsx';
import StaffProductsPage from './routes/staff-products-page.tsx';

// A preview of this remote's pages without the shell (development only; visitors use the shell).
const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/shop" replace /> },
  { path: '/shop', element: <ShopPage /> },
  { path: '/product/:id', element: <ProductPage /> },
  { path: '/orders', element: <OrdersPage /> },
  { path: '/staff/orders', element: <StaffOrdersPage /> },
  { path: '/staff/orders/:id', element: <StaffOrderPage /> },
  { path: '/staff/products', element: <StaffProductsPage /> },
  { path: '/staff/products/:id', element: <StaffProductPage /> },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
