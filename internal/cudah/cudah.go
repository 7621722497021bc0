// Package cudah helps tests hold cudasim's copies of cuda.h facts against
// their sources: the constants a cuda.h on this machine defines, and the Go
// constants whose comments name a cuda.h constant.
package cudah

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Path returns the cuda.h of this machine's CUDA toolkit
// ($CUDA_HOME/include/cuda.h, /usr/local/cuda/include/cuda.h or
// /usr/include/cuda.h), or "" if there is none.
func Path() string {
	var dirs []string
	if h := os.Getenv("CUDA_HOME"); h != "" {
		dirs = append(dirs, filepath.Join(h, "include"))
	}
	for _, d := range append(dirs, "/usr/local/cuda/include", "/usr/include") {
		p := filepath.Join(d, "cuda.h")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

var (
	enumRE   = regexp.MustCompile(`^\s*((?:CU|CUDA)_[A-Z0-9_]+)\s*=\s*(0x[0-9a-fA-F]+|\d+)\b`)
	defineRE = regexp.MustCompile(`^#define\s+((?:CU|CUDA)_[A-Z0-9_]+)\s+\(*(?:\(CUstream\))?\s*(0x[0-9a-fA-F]+|\d+)\)*\s*$`)
)

// Local returns the path and the constants of this machine's cuda.h (see
// Path and Read), and skips t when there is none.
func Local(t testing.TB) (string, map[string]int64) {
	t.Helper()
	path := Path()
	if path == "" {
		t.Skip("no cuda.h on this machine")
	}
	h, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, h
}

// Read returns the integer constants of the cuda.h at path: the enum
// members written NAME = number and the #defines of a bare number (or a
// number cast to CUstream).
func Read(path string) (map[string]int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]int64{}
	for sc := bufio.NewScanner(f); sc.Scan(); {
		m := enumRE.FindStringSubmatch(sc.Text())
		if m == nil {
			m = defineRE.FindStringSubmatch(sc.Text())
		}
		if m == nil {
			continue
		}
		v, err := strconv.ParseInt(m[2], 0, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %v", path, m[1], err)
		}
		out[m[1]] = v
	}
	return out, nil
}

// A Const is a Go constant with a literal value whose comment starts with
// the name of a cuda.h constant: Name Type = 4 // CU_LIMIT_MALLOC_HEAP_SIZE.
type Const struct {
	Go    string // the Go name
	CudaH string // the cuda.h name of its comment
	Value int64
	Where string // file:line
}

var cudaHName = regexp.MustCompile(`^(?:CU|CUDA)_[A-Z0-9_]+\b`)

// Commented returns the constants of the Go files that name a cuda.h
// constant in their comments.
func Commented(files ...string) ([]Const, error) {
	var out []Const
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				v := s.(*ast.ValueSpec)
				if v.Comment == nil || len(v.Values) != 1 || len(v.Names) != 1 {
					continue
				}
				name := cudaHName.FindString(strings.TrimSpace(v.Comment.Text()))
				lit, ok := v.Values[0].(*ast.BasicLit)
				if name == "" || !ok {
					continue
				}
				val := constant.MakeFromLiteral(lit.Value, lit.Kind, 0)
				if val.Kind() != constant.Int {
					continue
				}
				n, ok := constant.Int64Val(val)
				if !ok {
					return nil, fmt.Errorf("%s: %s does not fit 64 bits", fset.Position(v.Pos()), v.Names[0].Name)
				}
				out = append(out, Const{Go: v.Names[0].Name, CudaH: name, Value: n, Where: fset.Position(v.Pos()).String()})
			}
		}
	}
	return out, nil
}
