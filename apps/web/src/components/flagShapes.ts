/**
 * Points of a five-pointed star for an SVG polygon.
 * @param rotation radians; 0 points the first tip straight up.
 */
export function starPoints(cx: number, cy: number, outer: number, rotation = 0): string {
  const inner = outer * 0.382;
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = rotation - Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}
