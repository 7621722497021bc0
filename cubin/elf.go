package cubin

import (
	"encoding/binary"
	"slices"
	"strconv"
	"strings"

	"cudasim/cu"
	"cudasim/cubin/internal/cudaelf"
)

// EIATTR codes (.nv.info records) this package reads.
const (
	eiattrMaxThreads     = 0x05
	eiattrParamCBank     = 0x0a
	eiattrReqNTID        = 0x10
	eiattrFrameSize      = 0x11
	eiattrMinStackSize   = 0x12
	eiattrKParamInfo     = 0x17
	eiattrCBankParamSize = 0x19
	eiattrMaxRegCount    = 0x1b
	eiattrRegCount       = 0x2f
	eiattrCUDAAPIVersion = 0x37
	eiattrCTAPerCluster  = 0x3d
	eiattrExplicitClust  = 0x3e
	eiattrKParamInfoV2   = 0x45
)

// maxParamBlock is the largest kernel parameter block: 32,764 bytes since
// CUDA 12.1 on Volta and newer (4,096 before).
const maxParamBlock = 32764

// EIATTR record formats.
const (
	eifmtNone   = 1
	eifmtByte   = 2
	eifmtHalf   = 3
	eifmtSized  = 4
	compatArchA = 9 // .nv.compat attribute: 1 = arch-specific (sm_XXa) code
)

// nvAttr is one .nv.info / .nv.compat record.
type nvAttr struct {
	format, code uint8
	value        uint16 // formats 2 and 3
	payload      []byte // format 4
	offset       uint64 // of the record in the file, for messages
}

func parseNVAttrs(data []byte, base uint64, section string) ([]nvAttr, error) {
	var attrs []nvAttr
	for off := 0; off < len(data); {
		if len(data)-off < 4 {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: attribute record at offset %#x truncated", section, base+uint64(off))
		}
		a := nvAttr{format: data[off], code: data[off+1], value: binary.LittleEndian.Uint16(data[off+2:]), offset: base + uint64(off)}
		off += 4
		switch a.format {
		case eifmtNone, eifmtByte, eifmtHalf:
		case eifmtSized:
			n := int(a.value)
			if n > len(data)-off {
				return nil, cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: attribute %#x at offset %#x: %d-byte payload runs past the section end", section, a.code, a.offset, n)
			}
			a.payload = data[off : off+n]
			off += n
		default:
			return nil, cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: attribute record at offset %#x has unknown format %d", section, a.offset, a.format)
		}
		attrs = append(attrs, a)
	}
	return attrs, nil
}

// u32s decodes a payload of little-endian words; short payloads give zeros.
func (a *nvAttr) u32(i int) uint32 {
	if len(a.payload) < 4*(i+1) {
		return 0
	}
	return binary.LittleEndian.Uint32(a.payload[4*i:])
}

// parseELF describes a cubin.
func parseELF(b []byte) (*Module, error) {
	f, err := cudaelf.Parse(b)
	if err != nil {
		return nil, err
	}
	m := &Module{Kind: KindELF, AddressSize: 64}
	if f.ABIVersion >= 8 {
		m.Arch.SM = int(f.Flags>>8) & 0xff
	} else {
		m.Arch.SM = int(f.Flags) & 0xff
		m.VirtualSM = int(f.Flags>>16) & 0xff
		m.Toolkit = int(f.Version)
		if f.Flags&0x400 == 0 {
			m.AddressSize = 32
		}
		if f.Flags&0x800 != 0 {
			m.Arch.Feature = 'a'
		}
	}
	if err := readCUInfo(f, m); err != nil {
		return nil, err
	}
	if s := f.Section(".nv.compat"); s != nil {
		data, err := f.Data(s)
		if err != nil {
			return nil, err
		}
		attrs, err := parseNVAttrs(data, s.Offset, ".nv.compat")
		if err != nil {
			return nil, err
		}
		for _, a := range attrs {
			if a.code == compatArchA && a.format == eifmtByte && a.value&0xff == 1 {
				m.Arch.Feature = 'a'
			}
		}
	}
	if m.VirtualSM == 0 {
		m.VirtualSM = m.Arch.SM
	}

	// Module-wide .nv.info: per-function register counts and frame sizes.
	regs := map[uint32]int{}
	frames := map[uint32]int{}
	for i := range f.Sections {
		s := &f.Sections[i]
		if s.Type != cudaelf.SHTCUDAInfo || s.Name != ".nv.info" {
			continue
		}
		data, err := f.Data(s)
		if err != nil {
			return nil, err
		}
		attrs, err := parseNVAttrs(data, s.Offset, s.Name)
		if err != nil {
			return nil, err
		}
		for _, a := range attrs {
			switch a.code {
			case eiattrRegCount:
				regs[a.u32(0)] = int(a.u32(1))
			case eiattrFrameSize, eiattrMinStackSize:
				// A kernel's local memory is its own frame, or the deeper
				// stack of its call chain once the linker has computed it.
				frames[a.u32(0)] = max(frames[a.u32(0)], int(a.u32(1)))
			}
		}
	}

	constSize := 0
	var varSyms []*cudaelf.Symbol // parallel to m.Variables
	for i := range f.Symbols {
		sym := &f.Symbols[i]
		if sym.Section == 0 {
			continue
		}
		sec := &f.Sections[sym.Section]
		switch {
		case sym.Type() == cudaelf.STTFunc && sym.Other&cudaelf.STOCUDAEntry != 0:
			k, err := elfKernel(f, sym, regs, frames)
			if err != nil {
				return nil, err
			}
			m.Kernels = append(m.Kernels, k)
		case sym.Type() == cudaelf.STTObject || sym.Type() == cudaelf.STTCUDAObject:
			v, ok, err := elfVariable(f, sym, sec)
			if err != nil {
				return nil, err
			}
			if ok {
				m.Variables = append(m.Variables, v)
				varSyms = append(varSyms, sym)
			}
		}
	}
	if err := elfDataRelocs(f, m, varSyms); err != nil {
		return nil, err
	}
	for i := range f.Sections {
		if bank, ok := moduleConstBank(f.Sections[i].Name); ok && bank == 3 {
			constSize += int(f.Sections[i].Size)
		}
	}
	for i := range m.Kernels {
		m.Kernels[i].ConstSize = constSize
		if m.Arch.SM >= 90 {
			// Measured on the H200: SHARED_SIZE_BYTES is the section less
			// 1 KiB (testdata/reference/numba-cuda/smem).
			m.Kernels[i].ReservedShared = min(m.Kernels[i].SharedSize, reservedSharedSM90)
		}
	}
	return m, nil
}

// reservedSharedSM90 is the shared memory an sm_90 block reserves
// (CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK on the H200), which
// ptxas lays out at the start of each kernel's .nv.shared section.
const reservedSharedSM90 = 1024

// readCUInfo reads the .note.nv.cuinfo note of CUDA 13 cubins:
// u16 note version, u16 virtual SM, u32 toolkit version x10.
func readCUInfo(f *cudaelf.File, m *Module) error {
	s := f.Section(".note.nv.cuinfo")
	if s == nil || s.Type != cudaelf.SHTNote {
		return nil
	}
	data, err := f.Data(s)
	if err != nil {
		return err
	}
	for off := 0; len(data)-off >= 12; {
		namesz := int(binary.LittleEndian.Uint32(data[off:]))
		descsz := int(binary.LittleEndian.Uint32(data[off+4:]))
		p := off + 12
		if namesz < 0 || namesz > len(data)-p {
			break
		}
		p += (namesz + 3) &^ 3
		if descsz < 0 || p > len(data) || descsz > len(data)-p {
			break
		}
		desc := data[p : p+descsz]
		if len(desc) >= 8 {
			m.VirtualSM = int(binary.LittleEndian.Uint16(desc[2:]))
			m.Toolkit = int(binary.LittleEndian.Uint32(desc[4:]))
		}
		off = p + (descsz+3)&^3
	}
	return nil
}

// moduleConstBank reports whether name is a module-scope constant bank
// section ".nv.constantN" (per-kernel banks carry a ".<kernel>" suffix).
func moduleConstBank(name string) (int, bool) {
	rest, ok := strings.CutPrefix(name, ".nv.constant")
	if !ok || rest == "" {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 0 {
		return 0, false
	}
	return n, true
}

func elfKernel(f *cudaelf.File, sym *cudaelf.Symbol, regs, frames map[uint32]int) (Kernel, error) {
	k := Kernel{Name: sym.Name}
	text := &f.Sections[sym.Section]
	k.NumRegs = int(text.Info >> 24)
	if r, ok := regs[uint32(sym.Index)]; ok {
		k.NumRegs = r
	}
	k.LocalSize = frames[uint32(sym.Index)]
	var info *cudaelf.Section
	for i := range f.Sections {
		s := &f.Sections[i]
		switch {
		case s.Type == cudaelf.SHTCUDAInfo && s.Name == ".nv.info."+sym.Name:
			info = s
		case s.Name == ".nv.shared."+sym.Name: // NOBITS, or SHT_CUDA_SHARED in relocatable cubins
			k.SharedSize = int(s.Size)
		}
	}
	if info == nil {
		return k, nil
	}
	data, err := f.Data(info)
	if err != nil {
		return k, err
	}
	attrs, err := parseNVAttrs(data, info.Offset, info.Name)
	if err != nil {
		return k, err
	}
	paramSize := -1
	for _, a := range attrs {
		switch a.code {
		case eiattrKParamInfo, eiattrKParamInfoV2:
			if len(a.payload) < 12 {
				return k, cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: KPARAM_INFO at offset %#x has %d bytes, need 12", info.Name, a.offset, len(a.payload))
			}
			ordinal := int(binary.LittleEndian.Uint16(a.payload[4:]))
			offset := int(binary.LittleEndian.Uint16(a.payload[6:]))
			size := int(a.u32(2) >> 18)
			if a.code == eiattrKParamInfoV2 {
				// CUDA 12.1's record for blocks past 4 KiB, where 14 bits of size
				// no longer suffice: the same index, ordinal and offset, then the
				// size as a whole word (as read from nvcc 13.0's cubins:
				// cuda-samples' LargeKernelParameter, 32,000 and 8 bytes, and
				// libcuda/testdata/cudart/devheap's h_param).
				size = int(a.u32(2))
			}
			if offset+size > maxParamBlock {
				return k, cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: KPARAM_INFO at offset %#x: parameter %d ends at byte %d, past the %d bytes a parameter block may have", info.Name, a.offset, ordinal, offset+size, maxParamBlock)
			}
			if ordinal >= len(k.Params) {
				k.Params = append(k.Params, make([]Param, ordinal+1-len(k.Params))...)
			}
			if k.Params[ordinal].Size != 0 {
				return k, cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: KPARAM_INFO at offset %#x repeats parameter %d", info.Name, a.offset, ordinal)
			}
			k.Params[ordinal] = Param{Offset: offset, Size: size}
		case eiattrCBankParamSize:
			paramSize = int(a.value)
		case eiattrMaxThreads:
			k.MaxNTID = [3]int{int(a.u32(0)), int(a.u32(1)), int(a.u32(2))}
		case eiattrReqNTID:
			k.ReqNTID = [3]int{int(a.u32(0)), int(a.u32(1)), int(a.u32(2))}
		case eiattrCTAPerCluster:
			k.ClusterDim = [3]int{int(a.u32(0)), int(a.u32(1)), int(a.u32(2))}
		case eiattrExplicitClust:
			k.ExplicitCluster = true
		case eiattrMaxRegCount:
			if a.value != 0xff {
				k.MaxRegs = int(a.value)
			}
		}
	}
	for i, p := range k.Params {
		if p.Size == 0 {
			return k, cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: no KPARAM_INFO for parameter %d of %d", info.Name, i, len(k.Params))
		}
	}
	if len(k.Params) == 0 && paramSize > 0 {
		// A toolkit describing parameters in yet another way: guessing a
		// layout would corrupt every launch.
		return k, cu.Errorf(cu.ErrorNotSupported, "cubin: %s: a %d-byte parameter block without KPARAM_INFO records; this parameter encoding is not supported", info.Name, paramSize)
	}
	end := 0
	for _, p := range k.Params {
		end = max(end, p.Offset+p.Size)
	}
	if paramSize < 0 {
		paramSize = end
	}
	if end > paramSize {
		return k, cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: parameters end at byte %d, past the %d-byte parameter block", info.Name, end, paramSize)
	}
	k.ParamSize = paramSize
	return k, nil
}

func elfVariable(f *cudaelf.File, sym *cudaelf.Symbol, sec *cudaelf.Section) (Variable, bool, error) {
	v := Variable{Name: sym.Name, Kind: VarDevice, Size: int(sym.Size)}
	switch bank, isConst := moduleConstBank(sec.Name); {
	case sec.Name == ".nv.global" || sec.Name == ".nv.global.init":
		if sym.Other&cudaelf.STOCUDAManaged != 0 {
			v.Kind = VarManaged
		}
	case isConst:
		v.Kind, v.Bank = VarConstant, bank
	default:
		return v, false, nil
	}
	if sym.Value > sec.Size || sym.Size > sec.Size-sym.Value {
		return v, false, cu.Errorf(cu.ErrorInvalidImage, "cubin: variable %s (symbol %d): [%#x, +%#x) lies outside section %s of %#x bytes", sym.Name, sym.Index, sym.Value, sym.Size, sec.Name, sec.Size)
	}
	// The variable is at least as aligned as its offset within a section
	// whose own alignment the loader honours.
	v.Align = max(int(min(sec.Align, 1<<12)), 1)
	for v.Align > 1 && sym.Value%uint64(v.Align) != 0 {
		v.Align /= 2
	}
	if cudaelf.HasBytes(sec.Type) {
		data, err := f.Data(sec)
		if err != nil {
			return v, false, err
		}
		v.Init = slices.Clone(data[sym.Value : sym.Value+sym.Size])
	}
	return v, true, nil
}

// Data relocation types that place a symbol's address in a variable's
// initial bytes (pointer initializers such as `int *p = tab + 2;`).
const (
	rCUDA32  = 1 // 32-bit address
	rCUDA64  = 2 // 64-bit address
	rCUDAG32 = 3 // 32-bit generic address
	rCUDAG64 = 4 // 64-bit generic address
)

// elfDataRelocs turns REL/RELA entries against variable sections into Refs.
func elfDataRelocs(f *cudaelf.File, m *Module, varSyms []*cudaelf.Symbol) error {
	for i := range f.Sections {
		rs := &f.Sections[i]
		if rs.Type != cudaelf.SHTRel && rs.Type != cudaelf.SHTRela {
			continue
		}
		entSize := uint64(16)
		if rs.Type == cudaelf.SHTRela {
			entSize = 24
		}
		target := int(rs.Info)
		covered := false
		for _, sym := range varSyms {
			covered = covered || sym.Section == target
		}
		if !covered {
			continue
		}
		data, err := f.Data(rs)
		if err != nil {
			return err
		}
		if uint64(len(data))%entSize != 0 {
			return cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: size %#x is not a multiple of %d", rs.Name, len(data), entSize)
		}
		for off := uint64(0); off < uint64(len(data)); off += entSize {
			r := data[off:]
			where := binary.LittleEndian.Uint64(r)
			info := binary.LittleEndian.Uint64(r[8:])
			typ, symIdx := uint32(info), info>>32
			var size int
			switch typ {
			case rCUDA32, rCUDAG32:
				size = 4
			case rCUDA64, rCUDAG64:
				size = 8
			default:
				continue
			}
			if symIdx >= uint64(len(f.Symbols)) {
				return cu.Errorf(cu.ErrorInvalidImage, "cubin: %s: relocation at offset %#x names symbol %d of %d", rs.Name, rs.Offset+off, symIdx, len(f.Symbols))
			}
			for vi, sym := range varSyms {
				if sym.Section != target || where < sym.Value || where-sym.Value+uint64(size) > sym.Size {
					continue
				}
				v := &m.Variables[vi]
				at := int(where - sym.Value)
				ref := Ref{Offset: at, Size: size, Symbol: f.Symbols[symIdx].Name, Generic: typ == rCUDAG32 || typ == rCUDAG64}
				switch {
				case rs.Type == cudaelf.SHTRela:
					ref.Addend = int64(binary.LittleEndian.Uint64(r[16:]))
				case v.Init != nil && size == 8: // REL: the addend is in place
					ref.Addend = int64(binary.LittleEndian.Uint64(v.Init[at:]))
				case v.Init != nil:
					ref.Addend = int64(int32(binary.LittleEndian.Uint32(v.Init[at:])))
				}
				if v.Init != nil {
					clear(v.Init[at : at+size])
				}
				v.Refs = append(v.Refs, ref)
			}
		}
	}
	return nil
}
