/**
 * FaceFusion's tiling for frame enhancers (facefusion/vision.py, create_tile_frames and
 * merge_tile_frames), as positions rather than copied frames, so a 12 MP photo is never
 * padded or held twice: each tile is read from the source on demand, zeros outside it.
 *
 * A model size (tile, pad, overlap) of (256, 16, 8) for Real-ESRGAN means: tiles of 256 px
 * whose outer 8 px on each side are context only (cut after the model ran), so cores of
 * 240 px sit edge to edge, and the picture is framed by pad + overlap zeros first.
 */

export interface TileSize {
  tile: number;
  pad: number;
  overlap: number;
}

export interface Tile {
  /** Top-left of the whole tile (core plus overlap), in source pixels; may be negative or past the edge (zeros there). */
  x: number;
  y: number;
  /** Top-left of the core in source pixels (x + overlap, y + overlap). */
  coreX: number;
  coreY: number;
}

export interface TilePlan {
  tiles: Tile[];
  /** Side of a tile (model input) and of its core. */
  tileSide: number;
  coreSide: number;
  overlap: number;
}

export function planTiles(width: number, height: number, size: TileSize): TilePlan {
  const core = size.tile - 2 * size.overlap;
  if (core <= 0) throw new Error(`tile ${size.tile} leaves no core after an overlap of ${size.overlap}`);
  // create_tile_frames: pad_size_top = pad + overlap; bottom and right pad up to a whole number of cores.
  const padTop = size.pad + size.overlap;
  const padBottom = padTop + core - ((height + 2 * size.pad) % core);
  const padRight = padTop + core - ((width + 2 * size.pad) % core);
  const padHeight = height + padTop + padBottom;
  const padWidth = width + padTop + padRight;
  const tiles: Tile[] = [];
  // row_range = range(overlap, pad_height - overlap, core); the tile spans row - overlap .. row + overlap + core.
  for (let row = size.overlap; row < padHeight - size.overlap; row += core) {
    for (let column = size.overlap; column < padWidth - size.overlap; column += core) {
      tiles.push({ x: column - size.overlap - padTop, y: row - size.overlap - padTop, coreX: column - padTop, coreY: row - padTop });
    }
  }
  return { tiles, tileSide: size.tile, coreSide: core, overlap: size.overlap };
}
