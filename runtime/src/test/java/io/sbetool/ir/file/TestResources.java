package io.sbetool.ir.file;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.nio.file.Paths;

final class TestResources
{
    private TestResources()
    {
    }

    /**
     * @return a small big-endian schema with values of several types, enums, sets, refs and a group.
     */
    static Path bigEndianSchema() throws URISyntaxException
    {
        return Paths.get(TestResources.class.getResource("big-endian.xml").toURI());
    }
}
