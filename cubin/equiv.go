package cubin

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"cudasim/cu"
)

// PTX equivalents: the PTX a compiler produced alongside a SASS-only cubin,
// registered by whoever holds both (libnvrtc's shim records what NVRTC's own
// nvrtcGetPTX returns for the program whose cubin nvrtcGetCUBIN hands out).
// Select uses it for a cubin with SASS and no PTX, so that the kernels run
// from the compiler's PTX; nothing is derived from the SASS. The kernel
// attributes (registers, shared sizes, launch bounds) still come from the
// cubin, as for a fatbin holding SASS and PTX.
//
// The key is the SHA-256 of the cubin's bytes (the ELF, as a bare cubin or
// as a fatbin entry decompressed), so a registered cubin is found wherever it
// is loaded: cuModuleLoadData, cuLibraryLoadData, inside a fatbin, or added
// to a cuLink* state.

// maxEquivalents bounds the registry: a process that compiles without end
// keeps the latest ones (each holds its PTX text).
const maxEquivalents = 4096

var equivalents = struct {
	sync.Mutex
	byKey map[[sha256.Size]byte]*Entry
	order [][sha256.Size]byte // oldest first
}{}

// equivGeneration counts registrations, so that a cache of selections made
// before one can tell it is stale.
var equivGeneration atomic.Uint64

// EquivalentsGeneration is the number of PTX equivalents registered so far
// in the process: a cached selection made at an older generation may now
// have PTX it did not have.
func EquivalentsGeneration() uint64 { return equivGeneration.Load() }

// RegisterPTX records src as the PTX equivalent of cubin, a SASS-only ELF.
// The PTX must parse, target the same SM family the cubin's SASS does (its
// .target no newer than the SASS) and define every kernel the cubin holds;
// otherwise the PTX is refused and the error says why
// (CUDA_ERROR_INVALID_IMAGE for a cubin that is not an ELF, the parser's
// CUDA_ERROR_INVALID_PTX, CUDA_ERROR_INVALID_VALUE for a mismatch).
// Registering the same cubin again with other PTX replaces it; with the
// same PTX it changes nothing.
func RegisterPTX(cubin, src []byte) error { return registerPTX(cubin, src, false, "") }

// RegisterRelocatablePTX is RegisterPTX for PTX linked from the relocatable
// device code of a program built with nvcc -rdc=true (the translation units'
// PTX, which the CUDA runtime registers beside the linked cubin). The real
// driver JIT-links that PTX when the cubin's SASS does not run on the device
// (measured on the H200: an sm_80-only -rdc program runs, h_sm80 and rdc80 of
// libcuda/testdata/cudart/devheap), so Select falls back to it then, where
// plain equivalents stand only beside SASS the device runs.
func RegisterRelocatablePTX(cubin, src []byte) error { return registerPTX(cubin, src, true, "") }

// RegisterUnoptimisedRelocatablePTX is RegisterRelocatablePTX for PTX whose
// translation units were built with nvcc -Xptxas -O0: the driver compiles
// it unoptimised (Entry.Unoptimised; measured: flags25's f_math.xO0rdc).
func RegisterUnoptimisedRelocatablePTX(cubin, src []byte) error {
	return registerPTX(cubin, src, true, "-O0")
}

// registerPTX registers src for cubin, with the JIT options the registered
// entry carries (Entry.Options).
func registerPTX(cubin, src []byte, relocatable bool, options string) error {
	if Detect(cubin) != FormatELF {
		return cu.Errorf(cu.ErrorInvalidImage, "PTX equivalent: the image is not a cubin (an ELF): %s", prefixHex(cubin))
	}
	m, err := parseELF(cubin)
	if err != nil {
		return err
	}
	key := sha256.Sum256(cubin)
	if old := lookupEquivalent(key); old != nil && old.relocatable == relocatable && old.Options == options && bytes.Equal(old.Code, trimNUL(src)) {
		// The same program compiled again (a test suite does it often):
		// keep the entry, so that selections and compilations made from
		// it stay valid.
		return old.err
	}
	e := &Entry{Kind: KindPTX, Code: append([]byte(nil), trimNUL(src)...), StoredSize: int64(len(src)), Options: options, relocatable: relocatable}
	if describeEntry(e); e.err == nil {
		if err := matchEquivalent(m, e, relocatable); err != nil {
			e.err = cu.Errorf(cu.ErrorInvalidValue, "PTX equivalent of a %s cubin: %s", m.Arch, err)
		}
	}
	// A refused PTX is recorded too (with its error), so that a launch
	// from the cubin can say why it still has no PTX.
	putEquivalent(key, e)
	if e.err == nil {
		storeEquivalent(key, e.Code)
	}
	return e.err
}

// equivDir is the folder where accepted PTX equivalents are kept across
// processes ("" for none): a program that caches the cubins it compiled
// (numba-cuda's cache=True, CuPy's kernel cache) loads them in a later
// process, which compiled nothing and so registered nothing.
var equivDir atomic.Pointer[string]

// SetEquivalentsDir makes accepted PTX equivalents persist in dir, one file
// per cubin named by the cubin's SHA-256, and lookups that find nothing in
// the process read them back (checked again as RegisterPTX does). An empty
// dir keeps them in the process only.
func SetEquivalentsDir(dir string) { equivDir.Store(&dir) }

func equivalentsDir() string {
	if d := equivDir.Load(); d != nil {
		return *d
	}
	return ""
}

func equivalentFile(dir string, key [sha256.Size]byte) string {
	return filepath.Join(dir, hex.EncodeToString(key[:])+".ptx")
}

// storeEquivalent writes src for key, atomically (a rename), so that
// processes registering the same cubin at once never read half a file. A
// folder that cannot be written only loses the persistence.
func storeEquivalent(key [sha256.Size]byte, src []byte) {
	dir := equivalentsDir()
	if dir == "" {
		return
	}
	name := equivalentFile(dir, key)
	if old, err := os.ReadFile(name); err == nil && bytes.Equal(old, src) {
		return
	}
	if os.MkdirAll(dir, 0o755) != nil {
		return
	}
	f, err := os.CreateTemp(dir, ".ptx-*")
	if err != nil {
		return
	}
	_, werr := f.Write(src)
	if cerr := f.Close(); werr != nil || cerr != nil || os.Rename(f.Name(), name) != nil {
		os.Remove(f.Name())
	}
}

// loadEquivalent registers the PTX kept in the folder for cubin, if any,
// and returns the entry (nil when there is none).
func loadEquivalent(cubin []byte, key [sha256.Size]byte) *Entry {
	dir := equivalentsDir()
	if dir == "" {
		return nil
	}
	src, err := os.ReadFile(equivalentFile(dir, key))
	if err != nil || len(src) == 0 {
		return nil
	}
	RegisterPTX(cubin, src)
	return lookupEquivalent(key)
}

func putEquivalent(key [sha256.Size]byte, e *Entry) {
	equivalents.Lock()
	defer equivalents.Unlock()
	if equivalents.byKey == nil {
		equivalents.byKey = map[[sha256.Size]byte]*Entry{}
	}
	if _, ok := equivalents.byKey[key]; !ok {
		if len(equivalents.order) == maxEquivalents {
			delete(equivalents.byKey, equivalents.order[0])
			equivalents.order = equivalents.order[1:]
		}
		equivalents.order = append(equivalents.order, key)
	}
	equivalents.byKey[key] = e
	equivGeneration.Add(1)
}

// matchEquivalent says why p cannot stand for the SASS module m: its target
// is newer than the SASS (allowed for relocatable PTX, which stands in only
// on a device the SASS does not run on, Select checking its target against
// that device), or it lacks one of m's kernels.
func matchEquivalent(m *Module, p *Entry, relocatable bool) error {
	if !relocatable && !compatiblePTX(p.Arch, m.Arch.SM) {
		return fmt.Errorf("its PTX targets %s, which cannot be compiled for %s", p.Arch.Virtual(), m.Arch)
	}
	var missing []string
	for _, k := range m.Kernels {
		if p.Module.Kernel(k.Name) == nil && !deviceRuntimeKernel(k.Name) {
			missing = append(missing, k.Name)
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return fmt.Errorf("its PTX does not define kernel %s", strings.Join(missing, ", "))
	}
	return nil
}

// deviceRuntimeKernel reports whether name is a kernel of the toolkit's
// device runtime library (libcudadevrt's cuda_device_runtime.cu, file-static:
// "__nv_static_NN__HASH_22_cuda_device_runtime_cu_..."), which nvlink puts in
// the cubin of a program linked with it and which cudasim's device runtime
// replaces: the PTX equivalent of such a cubin need not define it.
func deviceRuntimeKernel(name string) bool {
	return strings.HasPrefix(name, "__nv_static_") && strings.Contains(name, "_cuda_device_runtime_cu_")
}

// equivalentPTX returns the PTX registered for the SASS entry e, or nil;
// a refused one has its Err set.
func equivalentPTX(e *Entry) *Entry {
	if equivGeneration.Load() == 0 && equivalentsDir() == "" {
		return nil // nothing registered nor kept: skip hashing the cubin
	}
	return findEquivalent(e.Code)
}

// findEquivalent is the entry for cubin: registered in the process, else
// kept in the folder (SetEquivalentsDir); nil when neither has one.
func findEquivalent(cubin []byte) *Entry {
	key := sha256.Sum256(cubin)
	if e := lookupEquivalent(key); e != nil {
		return e
	}
	return loadEquivalent(cubin, key)
}

func lookupEquivalent(key [sha256.Size]byte) *Entry {
	equivalents.Lock()
	defer equivalents.Unlock()
	return equivalents.byKey[key]
}

// EquivalentPTX returns a copy of the PTX registered for the cubin, or nil
// when none was or it was refused.
func EquivalentPTX(cubin []byte) []byte {
	e := findEquivalent(cubin)
	if e == nil || e.err != nil {
		return nil
	}
	return bytes.Clone(e.Code)
}
