; ModuleID = 'split_module'
source_filename = "jit_f_consts"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buffer_for_constant_14_0 = local_unnamed_addr addrspace(1) global [4096 x i8] zeroinitializer, align 256
@buffer_for_constant_13_0 = local_unnamed_addr addrspace(1) global [4096 x i8] zeroinitializer, align 256
@buffer_for_constant_12_0 = local_unnamed_addr addrspace(1) global [4096 x i8] zeroinitializer, align 256
@buffer_for_constant_7_0 = local_unnamed_addr addrspace(1) global [4096 x i8] zeroinitializer, align 256
@buffer_for_constant_6_0 = local_unnamed_addr addrspace(1) global [4096 x i8] zeroinitializer, align 256

!llvm.module.flags = !{!0}

!0 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
