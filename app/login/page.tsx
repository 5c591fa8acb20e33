import { Suspense } from 'react';
import { LoginForm } from '@/components/account/LoginForm';

export const metadata = { title: 'Sign in' };

export default function LoginPage() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Suspense fallback={null}>
        <LoginForm />
      </Suspense>
    </main>
  );
}
