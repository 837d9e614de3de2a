/** The dead controls of prerendered `html` (dead-taps.cjs): each as the start of its tag. */
export function deadControls(html: string): string[];
