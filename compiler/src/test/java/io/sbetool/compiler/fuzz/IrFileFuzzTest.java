package io.sbetool.compiler.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.sbetool.compiler.ir.IrFileExercise;

/**
 * Arbitrary bytes as a {@code .sbeir} file, through everything that uses one: the reader, then the Java and C++
 * generators and the on-the-fly decoder over a sample of each message (see {@link IrFileExercise}). The reader
 * may refuse the file only with an {@code IrFileException} whose offset lies in the file; a file it accepts
 * must generate without an exception, and its sample messages decode or fail with an offset. The seeds are
 * the IR files of {@code car.xml} and of Binance's {@code stream_1_0.xml}, which the fuzzer mutates.
 */
class IrFileFuzzTest
{
    @FuzzTest(maxDuration = FuzzFiles.MAX_DURATION)
    void readGenerateDecode(final byte[] input)
    {
        IrFileExercise.readGenerateDecode(input);
    }
}
