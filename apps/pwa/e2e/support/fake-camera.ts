import { writeFile } from 'node:fs/promises';
import bwipjs from 'bwip-js/node';
import type { Browser, BrowserType, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@lotto/test-kit';

/*
 * A camera for the ticket scan's browser tests (issue 37): pictures of paper tickets made at test
 * time — a ticket-like layout with its Data Matrix, linear ITF and, on some, a seller's QR link,
 * drawn by a barcode library (bwip-js) and laid out on a canvas — then flat, tilted, with glare, far
 * away (a small code) or with no code; written as the frames of a `.y4m` video, which Chromium's
 * fake camera plays in a loop (`--use-file-for-fake-video-capture`). No binary fixture, no ffmpeg.
 */

/** One ticket in front of the camera. */
export interface TicketPicture {
  /** The Data Matrix's text; none for a ticket whose code is torn off. */
  code?: string;
  /** The number printed in large digits. */
  number: string;
  /** The linear ITF's digits (they do not hold the number). */
  itf?: string;
  /** A seller's QR link printed beside the code. */
  sellerLink?: string;
  /** Degrees the ticket is turned by. */
  tilt?: number;
  /** A lamp's reflection across the ticket, part of it over the code. */
  glare?: boolean;
  /** How big the ticket is in the picture (1: it fills about two thirds of the width). */
  scale?: number;
}

/**
 * Ten tickets of the 1 July 2026 draw (series 25 and 26 name it): two real numbers
 * (shared/domain/ticket-codes.md), five sets each — a pile a visitor checks in one go.
 */
export const TEN_TICKETS: readonly TicketPicture[] = ['07', '14', '21', '28', '35'].flatMap(
  (set) => [
    { code: `69-25-${set}-972469-3941`, number: '972469' },
    { code: `69-26-${set}-488807-7121`, number: '488807' },
  ],
);

/** The camera's picture size: 4:3, as a phone's camera gives by default. */
export const CAMERA_WIDTH = 800;
export const CAMERA_HEIGHT = 600;

const png = async (options: Parameters<typeof bwipjs.toBuffer>[0]): Promise<string> =>
  `data:image/png;base64,${(await bwipjs.toBuffer(options)).toString('base64')}`;

/** The RGBA pixels of each picture, drawn in `page` (any page: a blank one is enough). */
async function drawPictures(page: Page, pictures: readonly TicketPicture[]): Promise<Buffer[]> {
  const drawn: Buffer[] = [];
  // Run by tsx (the bench), the function below names its inner functions with esbuild's `__name`
  // helper, which the page has not: a no-op one (a string, which no compiler rewrites).
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  for (const picture of pictures) {
    const images = {
      code:
        picture.code === undefined
          ? null
          : await png({ bcid: 'datamatrix', text: picture.code, scale: 4 }),
      itf:
        picture.itf === undefined
          ? null
          : await png({ bcid: 'interleaved2of5', text: picture.itf, scale: 2, height: 8 }),
      qr:
        picture.sellerLink === undefined
          ? null
          : await png({ bcid: 'qrcode', text: picture.sellerLink, scale: 2 }),
    };
    const base64 = await page.evaluate(
      async ({ picture, images, width, height }) => {
        const load = async (src: string | null) => {
          if (src === null) return null;
          const image = new Image();
          image.src = src;
          await image.decode();
          return image;
        };
        const [code, itf, qr] = await Promise.all([
          load(images.code),
          load(images.itf),
          load(images.qr),
        ]);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext('2d');
        if (!g) throw new Error('No 2D canvas');
        // A wooden table under the ticket.
        g.fillStyle = '#6b4f3a';
        g.fillRect(0, 0, width, height);
        g.save();
        g.translate(width / 2, height / 2);
        g.rotate(((picture.tilt ?? 0) * Math.PI) / 180);
        g.scale(picture.scale ?? 1, picture.scale ?? 1);
        // The ticket: 540 × 300, cream paper, a red heading, the number, the codes.
        const w = 540;
        const h = 300;
        g.translate(-w / 2, -h / 2);
        g.fillStyle = '#fbf3e4';
        g.fillRect(0, 0, w, h);
        g.fillStyle = '#b71c1c';
        g.fillRect(0, 0, w, 44);
        g.fillStyle = '#fff';
        g.font = 'bold 22px sans-serif';
        g.fillText('สลากกินแบ่งรัฐบาล', 16, 30);
        g.fillStyle = '#222';
        g.font = 'bold 52px monospace';
        g.fillText(picture.number, 16, 120);
        g.font = '18px sans-serif';
        g.fillText('งวดที่ 25  ชุดที่ 05   80 บาท', 16, 156);
        if (code) g.drawImage(code, w - code.width - 24, 60);
        if (qr) g.drawImage(qr, w - (code?.width ?? 0) - qr.width - 48, 60);
        if (itf) g.drawImage(itf, 16, h - itf.height - 20);
        g.restore();
        if (picture.glare) {
          // A bright oval over the code's left half: part of the code washed out.
          const glare = g.createRadialGradient(
            width * 0.62,
            height * 0.38,
            5,
            width * 0.62,
            height * 0.38,
            110,
          );
          glare.addColorStop(0, 'rgba(255,255,255,0.8)');
          glare.addColorStop(1, 'rgba(255,255,255,0)');
          g.fillStyle = glare;
          g.fillRect(0, 0, width, height);
        }
        const pixels = g.getImageData(0, 0, width, height).data;
        let binary = '';
        for (let i = 0; i < pixels.length; i += 0x8000) {
          binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
        }
        return btoa(binary);
      },
      { picture, images, width: CAMERA_WIDTH, height: CAMERA_HEIGHT },
    );
    drawn.push(Buffer.from(base64, 'base64'));
  }
  return drawn;
}

/** RGBA to the I420 planes a `.y4m` holds (BT.601, studio range, chroma averaged over 2 × 2). */
function toI420(rgba: Buffer, width: number, height: number): Buffer {
  const frame = Buffer.alloc((width * height * 3) / 2);
  const uPlane = width * height;
  const vPlane = uPlane + (width * height) / 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      frame[y * width + x] = Math.round(
        16 + 0.257 * (rgba[p] ?? 0) + 0.504 * (rgba[p + 1] ?? 0) + 0.098 * (rgba[p + 2] ?? 0),
      );
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((y + dy) * width + x + dx) * 4;
        r += rgba[p] ?? 0;
        g += rgba[p + 1] ?? 0;
        b += rgba[p + 2] ?? 0;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = (y / 2) * (width / 2) + x / 2;
      frame[uPlane + c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      frame[vPlane + c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return frame;
}

/**
 * Writes to `path` a video of the tickets one after another, each held still for `seconds` at `fps`
 * frames a second (5 by default: a small file; the bench asks for 30, a phone camera's rate, to see
 * how many frames the reader keeps up with): what the fake camera shows, in a loop, from the moment
 * the page opens it.
 */
export async function writeTicketVideo(
  page: Page,
  path: string,
  pictures: readonly TicketPicture[],
  seconds = 1,
  fps = 5,
): Promise<void> {
  const frames = (await drawPictures(page, pictures)).map((rgba) =>
    toI420(rgba, CAMERA_WIDTH, CAMERA_HEIGHT),
  );
  const parts: Buffer[] = [
    Buffer.from(`YUV4MPEG2 W${CAMERA_WIDTH} H${CAMERA_HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`),
  ];
  for (const frame of frames) {
    for (let i = 0; i < fps * seconds; i++) parts.push(Buffer.from('FRAME\n'), frame);
  }
  await writeFile(path, Buffer.concat(parts));
}

/** A Chromium whose camera is the video at `path` (allowed without asking, as a visitor's tap would). */
export function launchWithCamera(browserType: BrowserType, path: string): Promise<Browser> {
  return browserType.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${path}`,
    ],
  });
}
