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
		s := f.Section(name)
		if s == nil || s.Type == cudaelf.SHTNobits {
			continue
		}
		if s.Flags&shfCompressed != 0 {
			return nil, cu.Errorf(cu.ErrorNotSupported, "host binary: section %s is compressed (SHF_COMPRESSED), which cudasim does not read", name)
		}
		data, err := f.Data(s)
		if err != nil {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "host binary: section %s: %s", name, strings.TrimPrefix(cu.Detail(err), "cubin: "))
		}
		entries, err := parseFatbins(data)
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
