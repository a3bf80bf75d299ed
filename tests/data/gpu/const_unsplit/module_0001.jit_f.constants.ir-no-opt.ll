; ModuleID = 'jit_f_consts'
source_filename = "jit_f_consts"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buffer_for_constant_14_0 = global [4096 x i8] zeroinitializer, align 256
@buffer_for_constant_13_0 = global [4096 x i8] zeroinitializer, align 256
@buffer_for_constant_12_0 = global [4096 x i8] zeroinitializer, align 256
@buffer_for_constant_7_0 = global [4096 x i8] zeroinitializer, align 256
@buffer_for_constant_6_0 = global [4096 x i8] zeroinitializer, align 256
