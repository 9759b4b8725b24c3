import { crc32, deflateSync } from "node:zlib";
import { expect } from "vitest";
import type { ApiFetch } from "../integration/helpers.ts";
import { call } from "../integration/helpers.ts";

// Helpers of the media library tests: uploads through the real pre-signed flow, and images that
// lie about their size.

/** Asks for an upload address, PUTs `bytes` there; returns the grant's answer and the PUT's. */
export async function uploadBytes(as: ApiFetch, bytes: Buffer, contentType = "image/png") {
  const grant = await call<{ uploadURL: string; objectPath: string }>(as, "/api/objects/upload", {
    method: "POST",
    json: { contentType, size: bytes.length },
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(200);
  const put = await fetch(grant.body.uploadURL, {
    method: "PUT",
    body: new Uint8Array(bytes),
    headers: { "content-type": contentType },
  });
  return { ...grant.body, put: { status: put.status, body: await put.text() } };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims `width`×`height` pixels (a decompression bomb). */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
