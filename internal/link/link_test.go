package link

import (
	"errors"
	"os"
	"strings"
	"testing"

	"cudasim/sim/ptx"
)

func input(t *testing.T, name string) Input {
	t.Helper()
	b, err := os.ReadFile("../../driver/testdata/link/" + name + ".ptx")
	if err != nil {
		t.Fatal(err)
	}
	return Input{Name: name + ".ptx", Src: b}
}

func TestLinkResolvesExtern(t *testing.T) {
	r, err := Link([]Input{input(t, "a"), input(t, "b")})
	if err != nil {
		t.Fatal(err)
	}
	s := string(r.PTX)
	if strings.Contains(s, ".extern") || strings.Count(s, ".version") != 1 || !strings.Contains(s, ".target sm_80\n") {
		t.Fatalf("merged:\n%s", s)
	}
	m, err := ptx.Parse(r.PTX)
	if err != nil {
		t.Fatalf("%v\n%s", err, s)
	}
	if len(m.Functions) != 2 {
		t.Fatalf("%d functions", len(m.Functions))
	}
}

func TestLinkRenamesInternals(t *testing.T) {
	r, err := Link([]Input{input(t, "c"), input(t, "d")})
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(r.PTX)
	if err != nil {
		t.Fatalf("%v\n%s", err, r.PTX)
	}
	var names []string
	for _, f := range m.Functions {
		names = append(names, f.Name)
	}
	for _, v := range m.Variables {
		names = append(names, v.Name)
	}
	got := strings.Join(names, " ")
	if got != "helper$link0 useC helper$link1 useD k$link0 k$link1" {
		t.Fatalf("names %q\n%s", got, r.PTX)
	}
}

func TestLinkErrors(t *testing.T) {
	var le *Error
	_, err := Link([]Input{input(t, "a")})
	if !errors.As(err, &le) || le.Kind != UndefinedFunction {
		t.Fatalf("a alone: %v", err)
	}
	_, err = Link([]Input{input(t, "extvar")})
	if !errors.As(err, &le) || le.Kind != UndefinedVariable || le.Msg != "error   : Undefined reference to 'gv' in 'extvar.ptx'" {
		t.Fatalf("extvar alone: %v", err)
	}
	if _, err = Link([]Input{input(t, "extvar"), input(t, "defvar")}); err != nil {
		t.Fatal(err)
	}
	if _, err = Link([]Input{input(t, "unref")}); err != nil {
		t.Fatalf("unreferenced extern: %v", err)
	}
	b2 := input(t, "b")
	b2.Name = "b2.ptx"
	err = CheckDefinitions([]Input{input(t, "a"), input(t, "b")}, b2)
	if !errors.As(err, &le) || le.Msg != "error   : Multiple definition of 'twice' in 'b2.ptx', first defined in 'b.ptx'" {
		t.Fatalf("duplicate: %v", err)
	}
	if r, err := Link(nil); err != nil || len(r.PTX) != 0 {
		t.Fatalf("no inputs: %v %q", err, r.PTX)
	}
}
