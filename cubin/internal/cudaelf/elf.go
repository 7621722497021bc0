// Package cudaelf reads the ELF container of CUDA cubins.
//
// Go's debug/elf rejects every cubin made by CUDA 12 and older, because
// those store the toolkit version in e_version. This reader follows the
// ELF64 little-endian layout directly, checks every offset against the
// buffer, and reports problems as CUDA_ERROR_INVALID_IMAGE with the byte
// offset involved. It decodes only the container (header, sections,
// symbols); CUDA meaning is the parent package's job.
package cudaelf

import (
	"encoding/binary"
	"strconv"
	"strings"

	"cudasim/cu"
)

// Magic is the ELF identification prefix.
const Magic = "\x7fELF"

// Machine is EM_CUDA.
const Machine = 190

// Section types used by CUDA cubins.
const (
	SHTNull     = 0
	SHTProgbits = 1
	SHTSymtab   = 2
	SHTStrtab   = 3
	SHTRela     = 4
	SHTNote     = 7
	SHTNobits   = 8
	SHTRel      = 9
	SHTCUDAInfo = 0x70000000 // .nv.info, .nv.info.<kernel>

	// Memory the loader allocates, with no bytes in the file (like
	// NOBITS); relocatable cubins use these types.
	shtCUDAGlobal         = 0x70000007
	shtCUDALocal          = 0x70000009
	shtCUDAShared         = 0x7000000A
	shtCUDAReservedShared = 0x70000015
)

// HasBytes reports whether a section of type t occupies bytes in the file.
func HasBytes(t uint32) bool {
	switch t {
	case SHTNull, SHTNobits, shtCUDAGlobal, shtCUDALocal, shtCUDAShared, shtCUDAReservedShared:
		return false
	}
	return true
}

// Symbol types, bindings and CUDA st_other bits.
const (
	STTNotype  = 0
	STTObject  = 1
	STTFunc    = 2
	STTSection = 3
	// STTCUDAObject marks variables in relocatable (-rdc) cubins, whose
	// st_other then carries the state space (0x20 global, 0x80 constant).
	STTCUDAObject = 13

	STBLocal  = 0
	STBGlobal = 1
	STBWeak   = 2

	STOCUDAManaged = 0x04
	STOCUDAEntry   = 0x10
)

const (
	headerSize   = 64
	sectionSize  = 64
	symbolSize   = 24
	shnUndef     = 0
	shnLoReserve = 0xff00
	shnXIndex    = 0xffff
)

// Header is the ELF64 file header.
type Header struct {
	Class      uint8  // e_ident[EI_CLASS]: 2 for ELF64
	Data       uint8  // e_ident[EI_DATA]: 1 for little-endian
	OSABI      uint8  // 0x33 (CUDA <= 12) or 0x41 (CUDA 13)
	ABIVersion uint8  // 7 (CUDA <= 12) or 8 (CUDA 13)
	Type       uint16 // ET_EXEC (2) or ET_REL (1)
	Machine    uint16 // EM_CUDA (190)
	Version    uint32 // toolkit version x10 on CUDA <= 12 (0x76 = 11.8), 1 on CUDA 13
	Flags      uint32 // e_flags: SM and address-size bits
	ShOff      uint64
	ShEntSize  uint16
	ShNum      uint16
	ShStrNdx   uint16
}

// Section is one section header with its resolved name.
type Section struct {
	Index   int
	Name    string
	Type    uint32
	Flags   uint64
	Offset  uint64
	Size    uint64
	Link    uint32
	Info    uint32
	Align   uint64
	EntSize uint64
}

// Symbol is one .symtab entry with its resolved name.
type Symbol struct {
	Index   int
	Name    string
	Info    uint8
	Other   uint8
	Section int // st_shndx (extended indices resolved); 0 = undefined
	Value   uint64
	Size    uint64
}

// Type is the symbol type (STT_*).
func (s *Symbol) Type() uint8 { return s.Info & 0xf }

// Bind is the symbol binding (STB_*).
func (s *Symbol) Bind() uint8 { return s.Info >> 4 }

// File is a decoded cubin container.
type File struct {
	Header
	Sections []Section
	Symbols  []Symbol // .symtab, index 0 included; nil when there is none
	raw      []byte
}

var le = binary.LittleEndian

func invalid(format string, args ...any) error {
	return cu.Errorf(cu.ErrorInvalidImage, "cubin: "+format, args...)
}

// Parse decodes the ELF header, the section table and the symbol table of b.
// The returned File refers to b; b must not change afterwards.
func Parse(b []byte) (*File, error) { return parse(b, true) }

// parse reads a cubin (EM_CUDA, with its symbols) or, with cubin false, any
// ELF64 little-endian file's header and sections.
func parse(b []byte, cubin bool) (*File, error) {
	if len(b) < headerSize {
		return nil, invalid("ELF header truncated: %d bytes, need %d", len(b), headerSize)
	}
	if string(b[:4]) != Magic {
		return nil, invalid("no ELF magic at offset 0")
	}
	f := &File{raw: b}
	h := &f.Header
	h.Class, h.Data, h.OSABI, h.ABIVersion = b[4], b[5], b[7], b[8]
	if h.Class != 2 {
		return nil, invalid("ELF class %d at offset 0x4: only 64-bit (class 2) cubins are supported", h.Class)
	}
	if h.Data != 1 {
		return nil, invalid("ELF data encoding %d at offset 0x5: cubins are little-endian (1)", h.Data)
	}
	h.Type = le.Uint16(b[16:])
	h.Machine = le.Uint16(b[18:])
	h.Version = le.Uint32(b[20:])
	h.ShOff = le.Uint64(b[40:])
	h.Flags = le.Uint32(b[48:])
	h.ShEntSize = le.Uint16(b[58:])
	h.ShNum = le.Uint16(b[60:])
	h.ShStrNdx = le.Uint16(b[62:])
	if cubin && h.Machine != Machine {
		return nil, invalid("e_machine %d at offset 0x12 is not EM_CUDA (%d)", h.Machine, Machine)
	}
	if err := f.readSections(); err != nil {
		return nil, err
	}
	if !cubin {
		return f, nil
	}
	if err := f.readSymbols(); err != nil {
		return nil, err
	}
	return f, nil
}

// ParseHost decodes the header and the section table of a host object or
// executable: any e_machine, no symbols, enough to find the sections where
// nvcc puts device code. Only the ELF64 little-endian layout is read (every
// host CUDA 12 and later supports); 32-bit and big-endian files answer
// CUDA_ERROR_NOT_SUPPORTED. Messages do not begin with "cubin:".
func ParseHost(b []byte) (*File, error) {
	if len(b) >= headerSize && string(b[:4]) == Magic {
		if b[4] != 2 {
			return nil, cu.Errorf(cu.ErrorNotSupported, "ELF class %d at offset 0x4: cudasim reads only 64-bit (class 2) host objects", b[4])
		}
		if b[5] != 1 {
			return nil, cu.Errorf(cu.ErrorNotSupported, "ELF data encoding %d at offset 0x5: cudasim reads only little-endian (1) host objects", b[5])
		}
	}
	f, err := parse(b, false)
	if err != nil {
		return nil, cu.Errorf(cu.Code(err), "%s", strings.TrimPrefix(cu.Detail(err), "cubin: "))
	}
	return f, nil
}

// slice returns b[off:off+n] or an error naming what was being read.
func (f *File) slice(off, n uint64, what string) ([]byte, error) {
	if off > uint64(len(f.raw)) || n > uint64(len(f.raw))-off {
		return nil, invalid("%s at offset %#x, size %#x, runs past the end of the %#x-byte image", what, off, n, len(f.raw))
	}
	return f.raw[off : off+n], nil
}

func (f *File) readSections() error {
	h := &f.Header
	if h.ShOff == 0 {
		return invalid("no section header table (e_shoff is 0)")
	}
	if h.ShEntSize != sectionSize {
		return invalid("e_shentsize %d at offset 0x3a, expected %d", h.ShEntSize, sectionSize)
	}
	first, err := f.slice(h.ShOff, sectionSize, "section header 0")
	if err != nil {
		return err
	}
	n := uint64(h.ShNum)
	if n == 0 { // more than 0xff00 sections: the count lives in section 0's sh_size
		n = le.Uint64(first[32:])
	}
	strndx := uint32(h.ShStrNdx)
	if strndx == shnXIndex {
		strndx = le.Uint32(first[40:])
	}
	if n > uint64(len(f.raw))/sectionSize {
		return invalid("%d section headers at offset %#x cannot fit in a %#x-byte image", n, h.ShOff, len(f.raw))
	}
	table, err := f.slice(h.ShOff, n*sectionSize, "section header table")
	if err != nil {
		return err
	}
	f.Sections = make([]Section, n)
	for i := range f.Sections {
		r := table[i*sectionSize:]
		s := &f.Sections[i]
		s.Index = i
		s.Type = le.Uint32(r[4:])
		s.Flags = le.Uint64(r[8:])
		s.Offset = le.Uint64(r[24:])
		s.Size = le.Uint64(r[32:])
		s.Link = le.Uint32(r[40:])
		s.Info = le.Uint32(r[44:])
		s.Align = le.Uint64(r[48:])
		s.EntSize = le.Uint64(r[56:])
		if i > 0 && HasBytes(s.Type) {
			if _, err := f.slice(s.Offset, s.Size, sectionWhat(i, "")); err != nil {
				return err
			}
		}
	}
	if strndx == 0 || uint64(strndx) >= n {
		return invalid("section name table index %d out of range (%d sections)", strndx, n)
	}
	names := &f.Sections[strndx]
	if names.Type != SHTStrtab {
		return invalid("section name table (section %d) has type %#x, not STRTAB", strndx, names.Type)
	}
	strtab, _ := f.Data(names)
	for i := range f.Sections {
		off := le.Uint32(table[i*sectionSize:])
		name, err := cstring(strtab, uint64(off))
		if err != nil {
			return invalid("name of section %d: offset %#x in .shstrtab: %v", i, off, err)
		}
		f.Sections[i].Name = name
	}
	return nil
}

func sectionWhat(i int, name string) string {
	if name == "" {
		return "section " + strconv.Itoa(i)
	}
	return "section " + strconv.Itoa(i) + " (" + name + ")"
}

type strError string

func (e strError) Error() string { return string(e) }

func cstring(tab []byte, off uint64) (string, error) {
	if off >= uint64(len(tab)) {
		if off == 0 && len(tab) == 0 {
			return "", nil
		}
		return "", strError("past the end of the string table")
	}
	for i := off; i < uint64(len(tab)); i++ {
		if tab[i] == 0 {
			return string(tab[off:i]), nil
		}
	}
	return "", strError("string not NUL-terminated")
}

func (f *File) readSymbols() error {
	var symtab *Section
	for i := range f.Sections {
		if f.Sections[i].Type == SHTSymtab {
			if symtab != nil {
				return invalid("second symbol table in section %d (%s)", i, f.Sections[i].Name)
			}
			symtab = &f.Sections[i]
		}
	}
	if symtab == nil {
		return nil
	}
	what := sectionWhat(symtab.Index, symtab.Name)
	if symtab.EntSize != symbolSize {
		return invalid("%s: sh_entsize %d, expected %d", what, symtab.EntSize, symbolSize)
	}
	if symtab.Size%symbolSize != 0 {
		return invalid("%s: size %#x is not a multiple of %d", what, symtab.Size, symbolSize)
	}
	if symtab.Link == 0 || uint64(symtab.Link) >= uint64(len(f.Sections)) || f.Sections[symtab.Link].Type != SHTStrtab {
		return invalid("%s: sh_link %d does not name a string table", what, symtab.Link)
	}
	strtab, _ := f.Data(&f.Sections[symtab.Link])
	var xindex []byte // SHT_SYMTAB_SHNDX (18), only in cubins with > 0xff00 sections
	for i := range f.Sections {
		if f.Sections[i].Type == 18 && f.Sections[i].Link == uint32(symtab.Index) {
			xindex, _ = f.Data(&f.Sections[i])
		}
	}
	data, _ := f.Data(symtab)
	n := len(data) / symbolSize
	f.Symbols = make([]Symbol, n)
	for i := range f.Symbols {
		r := data[i*symbolSize:]
		s := &f.Symbols[i]
		s.Index = i
		s.Info = r[4]
		s.Other = r[5]
		shndx := int(le.Uint16(r[6:]))
		s.Value = le.Uint64(r[8:])
		s.Size = le.Uint64(r[16:])
		if shndx == shnXIndex {
			if (i+1)*4 > len(xindex) {
				return invalid("symbol %d at offset %#x: extended section index missing", i, symtab.Offset+uint64(i*symbolSize))
			}
			shndx = int(le.Uint32(xindex[i*4:]))
		} else if shndx >= shnLoReserve {
			shndx = 0 // SHN_ABS, SHN_COMMON: no section of ours
		}
		if shndx >= len(f.Sections) {
			return invalid("symbol %d at offset %#x: section index %d out of range (%d sections)", i, symtab.Offset+uint64(i*symbolSize), shndx, len(f.Sections))
		}
		s.Section = shndx
		name, err := cstring(strtab, uint64(le.Uint32(r)))
		if err != nil {
			return invalid("symbol %d at offset %#x: name: %v", i, symtab.Offset+uint64(i*symbolSize), err)
		}
		s.Name = name
	}
	return nil
}

// Data returns the bytes of a section; nil for sections without file
// bytes (NOBITS, NULL, and CUDA's shared/local/global memory types).
func (f *File) Data(s *Section) ([]byte, error) {
	if !HasBytes(s.Type) {
		return nil, nil
	}
	return f.slice(s.Offset, s.Size, sectionWhat(s.Index, s.Name))
}

// Section returns the section called name, or nil.
func (f *File) Section(name string) *Section {
	for i := range f.Sections {
		if f.Sections[i].Name == name {
			return &f.Sections[i]
		}
	}
	return nil
}
