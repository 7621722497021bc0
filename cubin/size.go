package cubin

import (
	"bytes"
	"encoding/binary"

	"cudasim/cu"
	"cudasim/cubin/internal/cudaelf"
)

// Size returns how many bytes of b the image at its start occupies, reading
// only headers. The driver is handed a bare pointer; a caller that can
// only view memory through an over-long window (for example a C pointer
// turned into a slice of some bound) uses Size to cut the window to the
// image before calling Parse. A cubin ends at its last header or section,
// a fatbin after its entries, a wrapper after 24 bytes, and PTX at its NUL.
func Size(b []byte) (int64, error) {
	switch Detect(b) {
	case FormatELF:
		return elfSize(b)
	case FormatFatbin:
		n, err := FatbinSize(b)
		if err == nil && n > int64(len(b)) {
			return 0, cu.Errorf(cu.ErrorInvalidImage, "fatbin at offset 0 ends at %#x, past the %#x readable bytes", n, len(b))
		}
		return n, err
	case FormatWrapper:
		return wrapperSize, nil
	}
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return int64(i) + 1, nil
	}
	return int64(len(b)), nil
}

func elfSize(b []byte) (int64, error) {
	if len(b) < 64 {
		return 0, cu.Errorf(cu.ErrorInvalidImage, "cubin: ELF header truncated: %d bytes, need 64", len(b))
	}
	le := binary.LittleEndian
	phoff, shoff := le.Uint64(b[32:]), le.Uint64(b[40:])
	phent, phnum := uint64(le.Uint16(b[54:])), uint64(le.Uint16(b[56:]))
	shnum := uint64(le.Uint16(b[60:]))
	end := max(uint64(64), phoff+phent*phnum, shoff+64*shnum)
	if shoff > uint64(len(b)) || 64*shnum > uint64(len(b))-shoff {
		return 0, cu.Errorf(cu.ErrorInvalidImage, "cubin: section header table at offset %#x runs past the %#x readable bytes", shoff, len(b))
	}
	for i := uint64(1); i < shnum; i++ {
		r := b[shoff+64*i:]
		if !cudaelf.HasBytes(le.Uint32(r[4:])) {
			continue
		}
		end = max(end, le.Uint64(r[24:])+le.Uint64(r[32:]))
	}
	if end > uint64(len(b)) {
		return 0, cu.Errorf(cu.ErrorInvalidImage, "cubin: image ends at %#x, past the %#x readable bytes", end, len(b))
	}
	return int64(end), nil
}
