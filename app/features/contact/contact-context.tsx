import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";

// The contact dialog opens from many places (hero, CTAs, footer, /?contact=true). Its code is
// loaded the first time it is needed, so pages do not ship it up front.

const ContactDialog = lazy(() => import("./contact-dialog.tsx"));

const ContactContext = createContext<{ openContact: () => void }>({ openContact: () => {} });

export function ContactProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openContact = useCallback(() => {
    // Focus goes back to whatever opened the dialog (it is not a Radix Trigger).
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWanted(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openContact }), [openContact]);
  return (
    <ContactContext.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </ContactContext.Provider>
  );
}

export function useContact() {
  return useContext(ContactContext);
}
