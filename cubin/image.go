package cubin

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"cudasim/cu"
	"cudasim/cubin/internal/cudaelf"
	"cudasim/sim/ptx"
)

// Image is a parsed device-code buffer.
type Image struct {
	Format  Format
	Entries []*Entry // one for a bare cubin or PTX; every entry of every fatbin otherwise
	Units   int      // how many fatbins a fatbin image holds back to back (Entry.Unit), empty ones too; 0 for a bare cubin or PTX
}

// Detect tells what a buffer handed to cuModuleLoadData or
// cuLibraryLoadData is, by its first bytes as the driver does: ELF magic,
// fatbin magic, wrapper magic, else text that starts (after white space
// and comments) with a PTX directive. Anything else is FormatUnknown,
// which the driver rejects with CUDA_ERROR_INVALID_IMAGE.
func Detect(b []byte) Format {
	if len(b) >= 4 {
		switch {
		case string(b[:4]) == cudaelf.Magic:
			return FormatELF
		case binary.LittleEndian.Uint32(b) == FatbinMagic:
			return FormatFatbin
		case binary.LittleEndian.Uint32(b) == WrapperMagic:
			return FormatWrapper
		}
	}
	if looksLikePTX(b) {
		return FormatPTX
	}
	return FormatUnknown
}

// looksLikePTX reports whether b's first token, after white space and
// comments, is a directive. (The H200 rejects 63 bytes of 'A' with
// CUDA_ERROR_INVALID_IMAGE, not CUDA_ERROR_INVALID_PTX.)
func looksLikePTX(b []byte) bool {
	c, ok := firstToken(b)
	return ok && c == '.'
}

// firstToken returns the first byte of b after white space and comments;
// ok is false when there is none (b is all space and comments).
func firstToken(b []byte) (c byte, ok bool) {
	for i := 0; i < len(b); {
		switch c := b[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '/' && i+1 < len(b) && b[i+1] == '/':
			// Comments are skipped with IndexByte's vector loop: nvcc's PTX opens with
			// several lines of them, and every load detects its image's format.
			end := bytes.IndexByte(b[i:], '\n')
			if end < 0 {
				return 0, false
			}
			i += end
		case c == '/' && i+1 < len(b) && b[i+1] == '*':
			end := bytes.Index(b[i+2:], []byte("*/"))
			if end < 0 {
				return 0, false
			}
			i += 2 + end + 2
		default:
			return c, true
		}
	}
	return 0, false
}

// Parse decodes a cubin, a fatbin (or several back to back) or PTX text.
// A bare cubin or PTX must be valid as a whole; fatbin entries that cannot
// be described keep their error (Entry.Err) until Select picks them.
// A host wrapper cannot be parsed from its own bytes: decode it with
// DecodeWrapper and parse the fatbin it points at.
//
// The Image refers to b (Entry.Code of a bare cubin or of an uncompressed
// entry is a slice of it): a caller whose buffer may change afterwards
// passes a copy, as the driver copies an image it was not told is preserved.
func Parse(b []byte) (*Image, error) {
	img := &Image{Format: Detect(b)}
	switch img.Format {
	case FormatELF:
		m, err := parseELF(b)
		if err != nil {
			return nil, err
		}
		img.Entries = []*Entry{{Kind: KindELF, Arch: m.Arch, Code: b, StoredSize: int64(len(b)), Module: m}}
	case FormatFatbin:
		entries, units, err := parseFatbins(b)
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			describeEntry(e)
		}
		img.Entries, img.Units = entries, units
	case FormatPTX:
		e := &Entry{Kind: KindPTX, Code: trimNUL(b), StoredSize: int64(len(b))}
		if describeEntry(e); e.err != nil {
			return nil, e.err
		}
		img.Entries = []*Entry{e}
	case FormatWrapper:
		w, err := DecodeWrapper(b)
		if err != nil {
			return nil, err
		}
		return nil, cu.Errorf(cu.ErrorInvalidImage, "fatbin wrapper (version %d): its fatbin is at host address %#x, outside this buffer; decode it with DecodeWrapper and parse that fatbin", w.Version, w.Data)
	default:
		return nil, cu.Errorf(cu.ErrorInvalidImage, "not a cubin, fatbin or PTX: %s", prefixHex(b))
	}
	return img, nil
}

// trimNUL cuts b at its first NUL, which ends PTX text handed to the driver (IndexByte's vector
// search: a byte loop over the whole image was 1 % of a start's instructions).
func trimNUL(b []byte) []byte {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return b[:i]
	}
	return b
}

func prefixHex(b []byte) string {
	if len(b) == 0 {
		return "empty buffer"
	}
	n := min(len(b), 8)
	s := "starts with"
	for _, c := range b[:n] {
		s += " " + hex2(c)
	}
	return s
}

func hex2(c byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4], digits[c&15]})
}

// describeEntry fills e.Module (or e.err) from e.Code.
func describeEntry(e *Entry) {
	switch e.Kind {
	case KindELF:
		m, err := parseELF(e.Code)
		if err != nil {
			e.err = cu.Errorf(cu.Code(err), "fatbin entry at offset %#x (%s): %s", e.Offset, e.Arch, cu.Detail(err))
			return
		}
		e.Module = m
	case KindPTX:
		m, parsed, err := describePTX(e.Code)
		if err != nil {
			e.err = err
			return
		}
		e.ptx = parsed
		if e.Arch.SM == 0 { // a bare PTX: the entry is what the text says
			e.Arch = m.Arch
			e.Major, e.Minor = m.PTXMajor, m.PTXMinor
		}
		if e.Relocatable() {
			for i := range m.Kernels {
				m.Kernels[i].estimate.relocatable = true
			}
		}
		e.Module = m
	default:
		e.err = cu.Errorf(cu.ErrorInvalidImage, "fatbin entry at offset %#x: %s code cannot be loaded", e.Offset, e.Kind)
	}
}

// describePTX describes PTX text with the engine's parser (sim/ptx), so
// that what a module reports and what it executes come from one reading.
func describePTX(src []byte) (*Module, *ptx.Module, error) {
	p, err := ptx.ParseLazy(src)
	if err != nil {
		return nil, nil, err
	}
	m := &Module{
		Kind:        KindPTX,
		PTXMajor:    p.Version.Major,
		PTXMinor:    p.Version.Minor,
		AddressSize: p.AddressSize,
	}
	if m.AddressSize == 0 {
		m.AddressSize = 32
	}
	for _, t := range p.Targets {
		if a, ok := parseArch(t); ok {
			m.Arch = a
			break
		}
	}
	if m.Arch.SM == 0 {
		return nil, nil, cu.Errorf(cu.ErrorInvalidPTX, "ptx: no sm_XX or compute_XX in .target %v", p.Targets)
	}
	m.VirtualSM = m.Arch.SM
	constSize := 0
	for _, v := range p.Variables {
		if v.Linkage == ptx.Extern || v.Opaque {
			continue
		}
		kind := VarDevice
		switch {
		case v.Space == ptx.SpaceConst:
			kind = VarConstant
			constSize = alignUp(constSize, v.Align) + v.Size
		case v.Space != ptx.SpaceGlobal:
			continue // module-scope .shared belongs to the kernels that use it
		case v.Managed:
			kind = VarManaged
		}
		mv := Variable{Name: v.Name, Kind: kind, Size: v.Size, Align: v.Align, Init: v.Init}
		for _, r := range v.Relocs {
			mv.Refs = append(mv.Refs, Ref{Offset: r.Offset, Size: r.Size, Symbol: r.Symbol, Addend: r.Addend, Generic: r.Generic})
		}
		m.Variables = append(m.Variables, mv)
	}
	modShared := hasModuleShared(p)
	for _, f := range p.Functions {
		if !f.Entry || !f.HasBody {
			continue
		}
		k := Kernel{
			Name:            f.Name,
			MaxNTID:         [3]int{int(f.MaxNTID[0]), int(f.MaxNTID[1]), int(f.MaxNTID[2])},
			ReqNTID:         [3]int{int(f.ReqNTID[0]), int(f.ReqNTID[1]), int(f.ReqNTID[2])},
			MaxRegs:         int(f.MaxNReg),
			ClusterDim:      [3]int{int(f.ReqNCTAPerCluster[0]), int(f.ReqNCTAPerCluster[1]), int(f.ReqNCTAPerCluster[2])},
			ExplicitCluster: f.ExplicitCluster,
			// ptxas's allocation, estimated when asked for: PTX has none (regs.go).
			estimate: &regEstimate{m: p, f: f},
		}
		// Each parameter sits at the next multiple of its alignment.
		for _, prm := range f.Params {
			align := max(prm.Align, 1)
			off := alignUp(k.ParamSize, align)
			k.Params = append(k.Params, Param{Offset: off, Size: prm.Size, Align: align})
			k.ParamSize = off + prm.Size
		}
		for _, d := range f.Locals {
			if d.Linkage == ptx.Extern {
				continue
			}
			switch d.Space {
			case ptx.SpaceShared:
				k.SharedSize = alignUp(k.SharedSize, d.Align) + d.Size
			case ptx.SpaceLocal:
				k.LocalSize = alignUp(k.LocalSize, d.Align) + d.Size
			}
		}
		if modShared {
			k.shared = &sharedScan{m: p, f: f, own: k.SharedSize}
		}
		m.Kernels = append(m.Kernels, k)
	}
	for i := range m.Kernels {
		m.Kernels[i].ConstSize = constSize
	}
	return m, p, nil
}

func alignUp(n, a int) int {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// parseArch reads a .target name: sm_90, sm_90a, sm_100f, compute_80.
func parseArch(name string) (Arch, bool) {
	rest, ok := strings.CutPrefix(name, "sm_")
	if !ok {
		rest, ok = strings.CutPrefix(name, "compute_")
	}
	if !ok || rest == "" {
		return Arch{}, false
	}
	var a Arch
	if c := rest[len(rest)-1]; c == 'a' || c == 'f' {
		a.Feature, rest = c, rest[:len(rest)-1]
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 10 || n > 999 {
		return Arch{}, false
	}
	a.SM = n
	return a, true
}

// LoadFile reads and parses a file, as cuModuleLoad and
// cuLibraryLoadFromFile do. A file that cannot be read gives
// CUDA_ERROR_FILE_NOT_FOUND.
func LoadFile(path string) (*Image, error) {
	b, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(b)
}

// MaxFileImage bounds an image read from a file: more is no device code
// (the largest real fatbins are hundreds of megabytes).
const MaxFileImage = 1 << 30

// sniffSize is how much of a file ReadFile reads before deciding whether
// it can be an image at all.
const sniffSize = 64 << 10

// ReadFile reads an image file for cuModuleLoad and cuLibraryLoadFromFile
// without reading forever: a file that cannot be opened or read is
// CUDA_ERROR_FILE_NOT_FOUND; one whose first 64 KiB are neither a cubin,
// a fatbin nor PTX, or that is larger than MaxFileImage (a device such as
// /dev/zero), is CUDA_ERROR_INVALID_IMAGE, found without reading the rest.
func ReadFile(path string) ([]byte, error) {
	notFound := func(err error) error {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return cu.Errorf(cu.ErrorFileNotFound, "%s: %v", path, err)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, notFound(err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		// measured (libcuda/testdata/cudart/suite, e_library): a directory
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "%s is a directory, not an image (the real driver answers out of memory)", path)
	}
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxFileImage {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "%s: %d bytes, larger than %d: no image is that large", path, st.Size(), MaxFileImage)
	}
	r := io.LimitReader(f, MaxFileImage+1)
	b := make([]byte, sniffSize)
	n, err := io.ReadFull(r, b)
	b = b[:n]
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF:
		return b, nil // the whole file
	case err != nil:
		return nil, notFound(err)
	}
	// A file that is only space and comments so far may still be PTX.
	// An ar archive is read too: cuLinkAddFile takes static libraries (ParseArchive).
	if _, found := firstToken(b); Detect(b) == FormatUnknown && found && !bytes.HasPrefix(b, []byte(ArchiveMagic)) {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "%s: not a cubin, fatbin or PTX: %s", path, prefixHex(b))
	}
	rest, err := io.ReadAll(r)
	if err != nil {
		return nil, notFound(err)
	}
	b = append(b, rest...)
	if len(b) > MaxFileImage {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "%s: larger than %d bytes: no image is that large", path, MaxFileImage)
	}
	return b, nil
}
