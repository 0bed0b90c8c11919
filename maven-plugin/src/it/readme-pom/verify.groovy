// The pom of docs/install.md, as it is there (InstallDocPomTest holds the two the same): the codecs were generated in the
// package it names and compiled with the project's code for release 17 (class file major version 61).
def generated = new File(basedir, 'target/generated-sources/sbetool/com/example/codecs')
assert new File(generated, 'NewOrderEncoder.java').isFile()
def orders = new File(basedir, 'target/classes/com/example/Orders.class')
assert orders.isFile()
def header = new DataInputStream(new FileInputStream(orders))
assert (header.readInt() & 0xFFFFFFFFL) == 0xCAFEBABEL
header.readUnsignedShort()
assert header.readUnsignedShort() == 61
header.close()
assert new File(basedir, 'build.log').text.contains('[debug release 17]')
return true
