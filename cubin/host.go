package cubin

import (
	"strings"

	"cudasim/cu"
	"cudasim/cubin/internal/cudaelf"
)

// hostFatbinSections are the sections where nvcc and clang put device code
// in host objects and executables.
var hostFatbinSections = []string{".nv_fatbin", "__nv_relfatbin"}

// shfCompressed is SHF_COMPRESSED: the section's bytes are zlib or zstd
// compressed (linkers do it to debug sections only).
const shfCompressed = 0x800

// ParseHost collects the device code embedded in a host ELF object or
// executable (what `nvcc -c` or `nvcc -o` makes): every fatbin in its
// .nv_fatbin and __nv_relfatbin sections. The driver takes such a file only
// from cuLinkAddData as CU_JIT_INPUT_OBJECT; it is also for tools such as
// `cudasim inspect`. The container is read by cudasim's own ELF64 reader
// (cudaelf.ParseHost): debug/elf brought debug/dwarf, compress/flate and
// their tables into the drop-in, a measurable part of its start-up
// (docs/performance.md, "Start-up, session 7").
func ParseHost(b []byte) (*Image, error) {
	f, err := cudaelf.ParseHost(b)
	if err != nil {
		return nil, cu.Errorf(cu.Code(err), "host binary: %s", cu.Detail(err))
	}
	img := &Image{Format: FormatHost}
	for _, name := range hostFatbinSections {
		s, data, err := hostSectionData(f, name)
		if err != nil {
			return nil, err
		}
		if data == nil {
			continue
		}
		entries, _, err := parseFatbins(data)
		if err != nil {
			return nil, cu.Errorf(cu.Code(err), "host binary: section %s at file offset %#x: %s", name, s.Offset, cu.Detail(err))
		}
		for _, e := range entries {
			describeEntry(e)
		}
		img.Entries = append(img.Entries, entries...)
	}
	if len(img.Entries) == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "host binary: no .nv_fatbin or __nv_relfatbin section")
	}
	return img, nil
}

// HostSections returns the bytes of a host ELF object's or executable's
// sections called names, in order: nil for one that is absent or has no
// bytes in the file. The result refers to b. It lets a caller holding a
// mapped executable take its device-code sections without reading the rest
// (libcuda's relocatable device code at cuInit).
func HostSections(b []byte, names ...string) ([][]byte, error) {
	f, err := cudaelf.ParseHost(b)
	if err != nil {
		return nil, cu.Errorf(cu.Code(err), "host binary: %s", cu.Detail(err))
	}
	out := make([][]byte, len(names))
	for i, name := range names {
		if _, out[i], err = hostSectionData(f, name); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// hostSectionData finds a host binary's section and its bytes: nil bytes when
// the section is absent or occupies none of the file.
func hostSectionData(f *cudaelf.File, name string) (*cudaelf.Section, []byte, error) {
	s := f.Section(name)
	if s == nil || !cudaelf.HasBytes(s.Type) {
		return s, nil, nil
	}
	if s.Flags&shfCompressed != 0 {
		return nil, nil, cu.Errorf(cu.ErrorNotSupported, "host binary: section %s is compressed (SHF_COMPRESSED), which cudasim does not read", name)
	}
	data, err := f.Data(s)
	if err != nil {
		return nil, nil, cu.Errorf(cu.ErrorInvalidImage, "host binary: section %s: %s", name, strings.TrimPrefix(cu.Detail(err), "cubin: "))
	}
	return s, data, nil
}
