package cubin

import (
	"bytes"
	"encoding/binary"

	"cudasim/cu"
	"cudasim/internal/zstd"
)

// Magic numbers of the fatbin containers.
const (
	FatbinMagic  = 0xBA55ED50 // fatbin header magic
	WrapperMagic = 0x466243B1 // __fatBinC_Wrapper_t magic
)

const (
	fatbinHeaderSize = 16
	entryHeaderSize  = 0x40
	wrapperSize      = 24
	maxUncompressed  = 256 << 20 // refuse to inflate a single entry beyond 256 MiB
	fatbinAlign      = 8
)

// Wrapper is the host-side __fatBinC_Wrapper_t that nvcc-built programs
// pass to the runtime. Data is a host address: the caller (who owns the
// process's memory) follows it and hands the fatbin bytes to Parse.
type Wrapper struct {
	Version   uint32 // 1 = plain, 2 = device-linked (Prelinked is used)
	Data      uint64 // address of a fatbin header
	Prelinked uint64 // v2: address of a NULL-terminated array of prelinked fatbin pointers
}

// DecodeWrapper decodes the 24-byte wrapper at the start of b.
func DecodeWrapper(b []byte) (Wrapper, error) {
	if len(b) < wrapperSize {
		return Wrapper{}, cu.Errorf(cu.ErrorInvalidImage, "fatbin wrapper truncated: %d bytes, need %d", len(b), wrapperSize)
	}
	if binary.LittleEndian.Uint32(b) != WrapperMagic {
		return Wrapper{}, cu.Errorf(cu.ErrorInvalidImage, "no fatbin wrapper magic %#x at offset 0", WrapperMagic)
	}
	w := Wrapper{
		Version:   binary.LittleEndian.Uint32(b[4:]),
		Data:      binary.LittleEndian.Uint64(b[8:]),
		Prelinked: binary.LittleEndian.Uint64(b[16:]),
	}
	if w.Version != 1 && w.Version != 2 {
		return w, cu.Errorf(cu.ErrorInvalidImage, "fatbin wrapper version %d at offset 0x4: want 1 or 2", w.Version)
	}
	if w.Data == 0 {
		return w, cu.Errorf(cu.ErrorInvalidImage, "fatbin wrapper at offset 0 has a NULL data pointer")
	}
	return w, nil
}

// FatbinSize returns the total size of the fatbin whose header starts b
// (header included), so that a caller holding only a pointer knows how many
// bytes to hand to Parse. b needs at least the 16 header bytes.
func FatbinSize(b []byte) (int64, error) {
	if len(b) < fatbinHeaderSize {
		return 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin header truncated: %d bytes, need %d", len(b), fatbinHeaderSize)
	}
	if binary.LittleEndian.Uint32(b) != FatbinMagic {
		return 0, cu.Errorf(cu.ErrorInvalidImage, "no fatbin magic %#x at offset 0", FatbinMagic)
	}
	hsize := uint64(binary.LittleEndian.Uint16(b[6:]))
	size := binary.LittleEndian.Uint64(b[8:])
	if hsize < fatbinHeaderSize || size > 1<<40 {
		return 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin header at offset 0: header size %d, payload size %#x", hsize, size)
	}
	return int64(hsize + size), nil
}

// parseFatbins reads one or more fatbins laid back to back (8-aligned),
// as in a .nv_fatbin section or a file from nvcc -fatbin, and returns their
// entries and how many fatbins there were (an empty one holds no entry).
func parseFatbins(b []byte) ([]*Entry, int, error) {
	var entries []*Entry
	off := uint64(0)
	for unit := 0; ; unit++ {
		hdr := b[off:]
		if len(hdr) < fatbinHeaderSize {
			return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin header at offset %#x truncated: %d bytes left, need %d", off, len(hdr), fatbinHeaderSize)
		}
		if binary.LittleEndian.Uint32(hdr) != FatbinMagic {
			return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "no fatbin magic at offset %#x", off)
		}
		version := binary.LittleEndian.Uint16(hdr[4:])
		hsize := uint64(binary.LittleEndian.Uint16(hdr[6:]))
		size := binary.LittleEndian.Uint64(hdr[8:])
		if version != 1 {
			return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin at offset %#x: version %d, want 1", off, version)
		}
		if hsize < fatbinHeaderSize || hsize > uint64(len(hdr)) {
			return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin at offset %#x: header size %d out of range", off, hsize)
		}
		if size > uint64(len(hdr))-hsize {
			return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin at offset %#x: %#x bytes of entries run past the end of the %#x-byte buffer", off, size, len(b))
		}
		start := off + hsize
		end := start + size
		for p := start; p < end; {
			e, next, err := parseEntry(b[:end], p)
			if err != nil {
				return nil, 0, err
			}
			e.Unit = unit
			entries = append(entries, e)
			p = next
		}
		off = (end + fatbinAlign - 1) &^ (fatbinAlign - 1)
		// Another fatbin may follow (a .nv_fatbin section holds one per
		// translation unit). Anything else after a fatbin is not read: the
		// driver, handed a pointer, reads only what the header spans.
		if off+4 > uint64(len(b)) || binary.LittleEndian.Uint32(b[off:]) != FatbinMagic {
			return entries, unit + 1, nil
		}
	}
}

// parseEntry decodes the entry at b[off:] and returns the offset of the next.
func parseEntry(b []byte, off uint64) (*Entry, uint64, error) {
	h := b[off:]
	if len(h) < entryHeaderSize {
		return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x truncated: %d bytes left, need %d", off, len(h), entryHeaderSize)
	}
	le := binary.LittleEndian
	e := &Entry{
		Kind:   EntryKind(le.Uint16(h)),
		Offset: int64(off),
		Minor:  int(le.Uint16(h[0x18:])),
		Major:  int(le.Uint16(h[0x1a:])),
		Arch:   Arch{SM: int(le.Uint32(h[0x1c:]))},
		Flags:  le.Uint64(h[0x28:]),
	}
	hsize := uint64(le.Uint32(h[4:]))
	psize := le.Uint64(h[8:])
	csize := uint64(le.Uint32(h[0x10:]))
	optOff := uint64(le.Uint32(h[0x14:]))
	identOff := uint64(le.Uint32(h[0x20:]))
	identLen := uint64(le.Uint32(h[0x24:]))
	usize := le.Uint64(h[0x38:])
	if hsize < entryHeaderSize || hsize > uint64(len(h)) {
		return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: header size %#x out of range", off, hsize)
	}
	if psize > uint64(len(h))-hsize {
		return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: %#x-byte payload runs past the end of its fatbin", off, psize)
	}
	e.StoredSize = int64(psize)
	header := h[:hsize]
	payload := h[hsize : hsize+psize]
	if e.Flags&FlagArchSpecific != 0 {
		e.Arch.Feature = 'a'
	} else if e.Flags&FlagFamilySpecific != 0 {
		e.Arch.Feature = 'f'
	}
	if identOff != 0 {
		s, err := headerString(header, identOff, identLen)
		if err != nil {
			return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: identifier: %v", off, err)
		}
		e.Ident = s
	}
	if optOff != 0 && e.Kind == KindPTX {
		if optOff > hsize || hsize-optOff < 8 {
			return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: options record at %#x outside the %#x-byte header", off, optOff, hsize)
		}
		so := uint64(le.Uint32(header[optOff:]))
		sl := uint64(le.Uint32(header[optOff+4:]))
		if sl > 0 {
			s, err := headerString(header, so, sl)
			if err != nil {
				return nil, 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: options: %v", off, err)
			}
			e.Options = s
		}
	}
	if e.Kind == KindLTOIR {
		// Never loaded nor described: kept as stored. nvcc 13's -dlto
		// entries carry flag 0x10000 and a payload that is not the zstd its
		// flags name (flags25's f_*.dlto), which must not fail the fatbin:
		// the same relocatable fatbins hold each unit's PTX.
		e.Code = payload
		return e, off + hsize + psize, nil
	}
	code, err := decompress(e, payload, csize, usize)
	if err != nil {
		return nil, 0, err
	}
	e.Code = code
	if e.Kind == KindPTX {
		e.Code = bytes.TrimRight(code, "\x00")
	}
	return e, off + hsize + psize, nil
}

type msg string

func (m msg) Error() string { return string(m) }

func headerString(h []byte, off, n uint64) (string, error) {
	if off > uint64(len(h)) || n > uint64(len(h))-off {
		return "", msg("string outside the entry header")
	}
	return string(bytes.TrimRight(h[off:off+n], "\x00")), nil
}

func decompress(e *Entry, payload []byte, csize, usize uint64) ([]byte, error) {
	switch {
	case e.Flags&FlagLZ4 != 0:
		e.Compression = CompressLZ4
	case e.Flags&FlagZstd != 0:
		e.Compression = CompressZstd
	case e.Flags&0x1000 != 0:
		return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: legacy compression (flag 0x1000) is not supported", e.Offset)
	default:
		return payload, nil
	}
	if csize > uint64(len(payload)) {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: compressed size %#x exceeds the %#x-byte payload", e.Offset, csize, len(payload))
	}
	if usize > maxUncompressed {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: uncompressed size %#x is implausible", e.Offset, usize)
	}
	in := payload[:csize]
	switch e.Compression {
	case CompressLZ4:
		// An LZ4 block inflates at most ~255:1; a larger claim is corrupt
		// and must not make us allocate it.
		if usize > 255*csize+16 {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: LZ4 payload of %#x bytes cannot inflate to %#x", e.Offset, csize, usize)
		}
		out := make([]byte, usize)
		n, err := lz4Block(in, out)
		if err != nil {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: LZ4 payload: %v", e.Offset, err)
		}
		if uint64(n) != usize {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: LZ4 payload inflates to %#x bytes, header says %#x", e.Offset, n, usize)
		}
		return out, nil
	default: // CompressZstd
		fh, err := zstd.ReadHeader(in)
		if err != nil {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: zstd frame header: %v", e.Offset, err)
		}
		if fh.HasContentSize && fh.ContentSize != usize {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: zstd frame holds %#x bytes, header says %#x", e.Offset, fh.ContentSize, usize)
		}
		// The limit keeps a hostile frame from allocating more than an entry may hold.
		got, err := zstd.Decode(make([]byte, 0, usize), in, maxUncompressed)
		if err != nil {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: zstd payload: %v", e.Offset, err)
		}
		if uint64(len(got)) != usize {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: zstd payload inflates to %#x bytes, header says %#x", e.Offset, len(got), usize)
		}
		return got, nil
	}
}
