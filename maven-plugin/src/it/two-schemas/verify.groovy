def log = new File(basedir, 'build.log').text
def trades = new File(basedir, 'src/main/sbe/trades.xml').canonicalPath
// Both schemas' Java compiled with the project's class that uses them.
assert new File(basedir, 'target/classes/demo/trades/TradeEncoder.class').isFile()
assert new File(basedir, 'target/classes/demo/orders/CancelEncoder.class').isFile()
assert new File(basedir, 'target/classes/demo/UsesBoth.class').isFile()
// The keyword is a Maven warning at its location, once per execution, and does not fail the build.
def warnings = log.readLines().findAll { it ==~ /\[WARNING\] \Q${trades}\E:\d+:\d+: warning: .*'new'.*/ }
assert warnings.size() == 2 : log
// The second execution wrote C++ and IR only, in its own folder, with its own state.
def cpp = new File(basedir, 'target/generated-cpp')
assert new File(cpp, 'trades.sbeir').isFile()
assert !new File(cpp, 'orders.sbeir').exists()
assert new File(cpp, 'demo_wire/Trade.h').isFile() : cpp.listFiles()
assert new File(basedir, 'target/sbetool-maven-plugin/java.state').isFile()
assert new File(basedir, 'target/sbetool-maven-plugin/cpp-and-ir.state').isFile()
assert !new File(basedir, 'target/classes/demo_wire').exists()
return true
