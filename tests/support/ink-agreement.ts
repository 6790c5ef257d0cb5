import { loadImage, createCanvas } from '@napi-rs/canvas';
import { readFileSync } from 'node:fs';
import { lumaOf } from '../../src/cropper/luma';

// How well two drawings of one label agree, dot for dot: where each puts ink, and whether the other puts ink near it.

/** A picture's ink, one flag a dot. */
export type Ink = { width: number; height: number; ink: Uint8Array };

/** A PNG's ink: the dots at or below half grey. */
export async function inkOfPng(path: string): Promise<Ink> {
  const image = await loadImage(readFileSync(path));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  const luma = lumaOf(context.getImageData(0, 0, image.width, image.height).data);
  return { width: image.width, height: image.height, ink: luma.map((grey) => (grey <= 127 ? 1 : 0)) };
}

/** Each dot's distance to the nearest inked dot, in whole dots across or down (chessboard), up to `limit`. */
function distanceWithin(source: Ink, limit: number): Uint8Array {
  const { width, height } = source;
  const far = limit + 1;
  let distance = source.ink.map((inked) => (inked ? 0 : far));
  for (let step = 1; step <= limit; step += 1) {
    const next = distance.slice();
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (distance[y * width + x]! < far) continue;
        for (let dy = -1; dy <= 1 && next[y * width + x] === far; dy += 1) {
          for (let dx = -1; dx <= 1; dx += 1) {
            const [nx, ny] = [x + dx, y + dy];
            if (nx >= 0 && ny >= 0 && nx < width && ny < height && distance[ny * width + nx] === step - 1) {
              next[y * width + x] = step;
              break;
            }
          }
        }
      }
    }
    distance = next;
  }
  return distance;
}

/** Of `from`'s ink inside the box, the share within `reach` dots of `to`'s ink. */
export function inkNear(from: Ink, to: Ink, reach: number, box = { left: 0, top: 0, right: from.width, bottom: from.height }): number {
  const near = distanceWithin(to, reach);
  let [inked, close] = [0, 0];
  for (let y = box.top; y < Math.min(box.bottom, from.height, to.height); y += 1) {
    for (let x = box.left; x < Math.min(box.right, from.width, to.width); x += 1) {
      if (!from.ink[y * from.width + x]) continue;
      inked += 1;
      if (near[y * to.width + x]! <= reach) close += 1;
    }
  }
  return inked === 0 ? 1 : close / inked;
}
