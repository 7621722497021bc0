package module

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"time"
)

// A PTX image's first launch lowers every kernel of it (Code.Kernel with
// whole), because the real driver refuses a module whole when any kernel
// fails to compile. Lowering is a function of the PTX text and of cudasim's
// build, so an image that lowered whole once lowers whole again: the
// lowering cache remembers that, across processes, as the real driver's
// compute cache remembers its JIT output. An entry is an empty file named by
// the SHA-256 of the build's identity and the PTX text, in a folder of the
// build's; only success is recorded, so an image with a kernel that cannot
// be lowered pays the whole lowering (and gives its error) every time. On a
// hit the launched kernel is lowered alone and the others when they are
// first launched, with the results they would have had at the first launch.
// The folders of the keptBuilds builds that recorded last are kept, the
// others removed when a new build records its first entry.

const keptBuilds = 8

type loweringCacheConfig struct {
	dir   string // folder of the builds' folders
	build string // identifies cudasim's build (the drop-in's Go build ID)
	sub   string // the build's folder in dir
}

var loweringCache atomic.Pointer[loweringCacheConfig]

// SetLoweringCache keeps the verdicts "this PTX lowers whole" in dir, for
// build: cudasim's build identity, which every entry's name covers, so that
// another build never reads them. Either empty turns the cache off (the
// default).
func SetLoweringCache(dir, build string) {
	if dir == "" || build == "" {
		loweringCache.Store(nil)
		return
	}
	sum := sha256.Sum256([]byte(build))
	loweringCache.Store(&loweringCacheConfig{dir: dir, build: build, sub: "build-" + hex.EncodeToString(sum[:12])})
}

// loweringEntry is the file that records that src lowers whole under the
// current configuration, or "" when the cache is off.
func loweringEntry(src []byte) string {
	c := loweringCache.Load()
	if c == nil || len(src) == 0 {
		return ""
	}
	h := sha256.New()
	h.Write([]byte(c.build))
	h.Write([]byte{0})
	h.Write(src)
	return filepath.Join(c.dir, c.sub, hex.EncodeToString(h.Sum(nil)))
}

// loweredWholeBefore reports whether entry records a whole lowering.
func loweredWholeBefore(entry string) bool {
	if entry == "" {
		return false
	}
	_, err := os.Lstat(entry)
	return err == nil
}

// recordLoweredWhole writes entry. A folder that cannot be written only
// loses the cache; a concurrent writer of the same entry writes the same
// (empty) file.
func recordLoweredWhole(entry string) {
	if entry == "" {
		return
	}
	build := filepath.Dir(entry)
	if _, err := os.Stat(build); err != nil {
		if os.MkdirAll(build, 0o755) != nil {
			return
		}
		pruneBuilds(filepath.Dir(build), filepath.Base(build))
	}
	if f, err := os.OpenFile(entry, os.O_WRONLY|os.O_CREATE, 0o644); err == nil {
		f.Close()
	}
}

// pruneBuilds removes the build folders of dir but the keptBuilds last
// written (current among them).
func pruneBuilds(dir, current string) {
	list, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type folder struct {
		name string
		mod  time.Time
	}
	var others []folder
	for _, e := range list {
		if !e.IsDir() || e.Name() == current || !strings.HasPrefix(e.Name(), "build-") {
			continue
		}
		if info, err := e.Info(); err == nil {
			others = append(others, folder{e.Name(), info.ModTime()})
		}
	}
	if len(others) < keptBuilds {
		return
	}
	slices.SortFunc(others, func(a, b folder) int { return b.mod.Compare(a.mod) })
	for _, f := range others[keptBuilds-1:] {
		os.RemoveAll(filepath.Join(dir, f.name))
	}
}
