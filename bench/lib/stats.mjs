export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
