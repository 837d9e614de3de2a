/** As Radix Toast's defaults: swipe right past 50 px dismisses; F8 focuses the toast region. */
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
