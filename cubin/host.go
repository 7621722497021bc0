package cubin

import (
	"bytes"
	"debug/elf"

	"cudasim/cu"
)

// hostFatbinSections are the sections where nvcc and clang put device code
// in host objects and executables.
var hostFatbinSections = []string{".nv_fatbin", "__nv_relfatbin"}

// ParseHost collects the device code embedded in a host ELF object or
// executable (what `nvcc -c` or `nvcc -o` makes): every fatbin in its
// .nv_fatbin and __nv_relfatbin sections. The driver never takes such a
// file; this is for tools such as `cudasim inspect`.
func ParseHost(b []byte) (*Image, error) {
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "host binary: %v", err)
	}
	img := &Image{Format: FormatHost}
	for _, name := range hostFatbinSections {
		s := f.Section(name)
		if s == nil || s.Type == elf.SHT_NOBITS {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "host binary: section %s: %v", name, err)
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
