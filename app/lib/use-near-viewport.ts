import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Whether the element has come within `margin` of the viewport, once and for all: for code a page
 * needs only when the visitor scrolls to it (ADR 034).
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [isNear, setIsNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (isNear || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
    }, { rootMargin: margin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear, margin])
  return [ref, isNear]
}
