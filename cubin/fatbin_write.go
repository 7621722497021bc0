package cubin

import "encoding/binary"

// BuildFatbin lays entries out as one fatbin container, uncompressed, the
// way Parse reads it back: each entry's Kind, Arch (its Feature as the
// arch-specific or family-specific flag), Major, Minor, Flags, Ident,
// Options (PTX only) and Code are written; other fields are ignored. PTX
// code is stored NUL-terminated, other code padded with zeros to 8 bytes,
// which Parse keeps (an ELF's headers bound it; its bytes, and so its
// SHA-256, differ: cuLinkComplete writes PTX only). cudasim's linker (cuLinkComplete) uses it
// to hand back its output.
func BuildFatbin(entries []*Entry) []byte {
	le := binary.LittleEndian
	var body []byte
	for _, e := range entries {
		h := make([]byte, entryHeaderSize)
		put := func(s string) (off, n uint32) {
			off = uint32(len(h))
			h = append(h, s...)
			h = append(h, 0)
			n = uint32(len(h)) - off
			for len(h)%8 != 0 {
				h = append(h, 0)
			}
			return off, n
		}
		if e.Ident != "" {
			off, n := put(e.Ident)
			le.PutUint32(h[0x20:], off)
			le.PutUint32(h[0x24:], n)
		}
		if e.Options != "" && e.Kind == KindPTX {
			rec := uint32(len(h))
			h = append(h, make([]byte, 8)...)
			off, n := put(e.Options)
			le.PutUint32(h[rec:], off)
			le.PutUint32(h[rec+4:], n)
			le.PutUint32(h[0x14:], rec)
		}
		code := e.Code
		if e.Kind == KindPTX {
			code = append(append([]byte(nil), code...), 0)
		}
		for len(code)%8 != 0 {
			code = append(code, 0)
		}
		flags := e.Flags
		switch e.Arch.Feature {
		case 'a':
			flags |= FlagArchSpecific
		case 'f':
			flags |= FlagFamilySpecific
		}
		flags &^= FlagLZ4 | FlagZstd | 0x1000
		le.PutUint16(h[0:], uint16(e.Kind))
		le.PutUint16(h[2:], 0x0101)
		le.PutUint32(h[4:], uint32(len(h)))
		le.PutUint64(h[8:], uint64(len(code)))
		le.PutUint16(h[0x18:], uint16(e.Minor))
		le.PutUint16(h[0x1a:], uint16(e.Major))
		le.PutUint32(h[0x1c:], uint32(e.Arch.SM))
		le.PutUint64(h[0x28:], flags)
		body = append(append(body, h...), code...)
	}
	out := make([]byte, fatbinHeaderSize, fatbinHeaderSize+len(body))
	le.PutUint32(out[0:], FatbinMagic)
	le.PutUint16(out[4:], 1)
	le.PutUint16(out[6:], fatbinHeaderSize)
	le.PutUint64(out[8:], uint64(len(body)))
	return append(out, body...)
}
