// The codecs were generated where Java sources go, compiled with the project's code, and ran.
def log = new File(basedir, 'build.log').text
def generated = new File(basedir, 'target/generated-sources/sbetool/demo/orders')
assert new File(generated, 'NewOrderEncoder.java').isFile()
assert new File(generated, 'Side.java').isFile()
assert new File(basedir, 'target/classes/demo/orders/NewOrderDecoder.class').isFile()
assert log.contains('sbetool: generating: first run')
assert log.contains('decoded 27 bytes: orderId=42 side=Sell quantity=100 symbol=ESZ6')
// The included file was compiled as part of orders.xml, not as a schema of its own (it is excluded).
assert !log.contains('common.xml: java')
assert new File(basedir, 'target/sbetool-maven-plugin/default.state').text.contains('types/common.xml')
return true
