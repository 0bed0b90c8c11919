// Both errors are Maven errors in the CLI's file:line:column form, the build failed, and nothing was written.
def log = new File(basedir, 'build.log').text
def bad = new File(basedir, 'src/main/sbe/bad.xml').canonicalPath
assert log =~ /(?m)^\[ERROR\] \Q${bad}\E:10:9: error: unknown primitiveType "int65"/
assert log =~ /(?m)^\[ERROR\] \Q${bad}\E:13:9: error: type 'Prcie' of field 'price' is not a declared type; did you mean 'Price'\?/
assert log.contains('sbetool: 2 schema errors (listed above as file:line:column); nothing was generated')
assert log.contains('BUILD FAILURE')
// No stack trace: no frames, no causes (the user sees the diagnostics and Maven's one-line summary).
assert !(log =~ /(?m)^\s+at \S+ ?\(/)
assert !log.contains('Caused by')
assert !new File(basedir, 'target/generated-sources/sbetool').exists()
assert !new File(basedir, 'target/sbetool-maven-plugin/default.state').exists()
return true
