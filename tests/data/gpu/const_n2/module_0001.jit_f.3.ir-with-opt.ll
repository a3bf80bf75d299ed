; ModuleID = 'split_module'
source_filename = "sort.2.1"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@"sort_$_2_$_1_tile_param_0" = private unnamed_addr addrspace(3) global [64 x float] undef, align 4
@"sort_$_2_$_1_tile_param_1" = private unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@buffer_for_constant_3_0 = local_unnamed_addr addrspace(1) constant [64 x i8] c"\00\00\C0\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256
@buffer_for_constant_8_0 = local_unnamed_addr addrspace(1) constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_9_0 = local_unnamed_addr addrspace(1) constant [64 x i8] zeroinitializer, align 256
@buffer_for_constant_11_0 = local_unnamed_addr addrspace(1) constant [64 x i8] c"\FF\FF\FF\7F\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 256

; Function Attrs: norecurse nounwind
define ptx_kernel void @sort_2_1(ptr noalias readnone align 256 captures(none) dereferenceable(4096) %arg0, ptr noalias align 256 captures(none) dereferenceable(4096) %arg1, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %arg2) local_unnamed_addr #0 {
entry:
  %0 = addrspacecast ptr %arg1 to ptr addrspace(1)
  %1 = addrspacecast ptr %arg2 to ptr addrspace(1)
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %4 = shl nuw nsw i32 %2, 3
  %linear_index1 = or disjoint i32 %4, %3
  %linear_index = zext nneg i32 %linear_index1 to i64
  %5 = lshr i64 %linear_index, 3
  %thread.id.x = zext nneg i32 %3 to i64
  %6 = shl nuw nsw i64 %linear_index, 2
  %base_keys_index = and i64 %6, 28
  %base_cache_index = shl nuw nsw i64 %thread.id.x, 2
  %.split = getelementptr inbounds [128 x i8], ptr addrspace(1) %0, i64 %5
  %7 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.split, i64 %base_keys_index
  %8 = load <4 x float>, ptr addrspace(1) %7, align 16
  %9 = extractelement <4 x float> %8, i32 0
  %10 = extractelement <4 x float> %8, i32 1
  %11 = extractelement <4 x float> %8, i32 2
  %12 = extractelement <4 x float> %8, i32 3
  %13 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %base_cache_index
  store float %9, ptr addrspace(3) %13, align 4
  %current_keys_index1 = or disjoint i64 %base_keys_index, 1
  %14 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %10, ptr addrspace(3) %14, align 4
  %current_keys_index5 = or disjoint i64 %base_keys_index, 2
  %15 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %11, ptr addrspace(3) %15, align 4
  %current_keys_index9 = or disjoint i64 %base_keys_index, 3
  %16 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %12, ptr addrspace(3) %16, align 4
  %17 = trunc nuw nsw i64 %base_keys_index to i32
  %18 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %base_cache_index
  store i32 %17, ptr addrspace(3) %18, align 4
  %19 = trunc nuw nsw i64 %current_keys_index1 to i32
  %20 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %19, ptr addrspace(3) %20, align 4
  %21 = trunc nuw nsw i64 %current_keys_index5 to i32
  %22 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %21, ptr addrspace(3) %22, align 4
  %23 = trunc nuw nsw i64 %current_keys_index9 to i32
  %24 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %23, ptr addrspace(3) %24, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %element_pair_index = shl nuw nsw i64 %thread.id.x, 1
  %.val128 = load float, ptr addrspace(3) %14, align 4
  %.val129 = load float, ptr addrspace(3) %13, align 4
  %.val130 = load i32, ptr addrspace(3) %20, align 4
  %.val131 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i = fcmp uno float %.val128, 0.000000e+00
  %compare.3.0.i = fcmp oeq float %.val128, 0.000000e+00
  %25 = bitcast float %.val128 to i32
  %26 = select i1 %compare.3.0.i, i32 0, i32 %25
  %27 = select i1 %compare.4.0.i, i32 2143289344, i32 %26
  %28 = icmp slt i32 %27, 0
  %29 = xor i32 %27, 2147483647
  %30 = select i1 %28, i32 %29, i32 %27
  %compare.11.0.i = fcmp uno float %.val129, 0.000000e+00
  %compare.10.0.i = fcmp oeq float %.val129, 0.000000e+00
  %31 = bitcast float %.val129 to i32
  %32 = select i1 %compare.10.0.i, i32 0, i32 %31
  %33 = select i1 %compare.11.0.i, i32 2143289344, i32 %32
  %34 = icmp slt i32 %33, 0
  %35 = xor i32 %33, 2147483647
  %36 = select i1 %34, i32 %35, i32 %33
  %37 = icmp sge i32 %30, %36
  %.not.i = icmp eq i32 %36, %30
  %38 = icmp sge i32 %.val130, %.val131
  %.v.i = select i1 %.not.i, i1 %38, i1 %37
  br i1 %.v.i, label %is_smaller_than-after, label %is_smaller_than-true

is_smaller_than-after:                            ; preds = %is_smaller_than-true, %entry
  %current_keys_index32 = or disjoint i64 %element_pair_index, 1
  %sunkaddr332 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %sunkaddr334 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %sunkaddr = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val124 = load float, ptr addrspace(3) %sunkaddr, align 4
  %.val125 = load float, ptr addrspace(3) %sunkaddr332, align 4
  %sunkaddr333 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val126 = load i32, ptr addrspace(3) %sunkaddr333, align 4
  %.val127 = load i32, ptr addrspace(3) %sunkaddr334, align 4
  %compare.4.0.i132 = fcmp uno float %.val124, 0.000000e+00
  %compare.3.0.i133 = fcmp oeq float %.val124, 0.000000e+00
  %39 = bitcast float %.val124 to i32
  %40 = select i1 %compare.3.0.i133, i32 0, i32 %39
  %41 = select i1 %compare.4.0.i132, i32 2143289344, i32 %40
  %42 = icmp slt i32 %41, 0
  %43 = xor i32 %41, 2147483647
  %44 = select i1 %42, i32 %43, i32 %41
  %compare.11.0.i134 = fcmp uno float %.val125, 0.000000e+00
  %compare.10.0.i135 = fcmp oeq float %.val125, 0.000000e+00
  %45 = bitcast float %.val125 to i32
  %46 = select i1 %compare.10.0.i135, i32 0, i32 %45
  %47 = select i1 %compare.11.0.i134, i32 2143289344, i32 %46
  %48 = icmp slt i32 %47, 0
  %49 = xor i32 %47, 2147483647
  %50 = select i1 %48, i32 %49, i32 %47
  %51 = icmp sge i32 %44, %50
  %.not.i136 = icmp eq i32 %50, %44
  %52 = icmp sge i32 %.val126, %.val127
  %.v.i137 = select i1 %.not.i136, i1 %52, i1 %51
  br i1 %.v.i137, label %is_smaller_than-after38, label %is_smaller_than-true37

is_smaller_than-true:                             ; preds = %entry
  store float %.val128, ptr addrspace(3) %13, align 4
  %sunkaddr335 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val129, ptr addrspace(3) %sunkaddr335, align 4
  store i32 %.val130, ptr addrspace(3) %18, align 4
  %sunkaddr336 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val131, ptr addrspace(3) %sunkaddr336, align 4
  br label %is_smaller_than-after

is_smaller_than-after38:                          ; preds = %is_smaller_than-true37, %is_smaller_than-after
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr337 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val120 = load float, ptr addrspace(3) %sunkaddr337, align 4
  %.val121 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr338 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val122 = load i32, ptr addrspace(3) %sunkaddr338, align 4
  %.val123 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i138 = fcmp uno float %.val120, 0.000000e+00
  %compare.3.0.i139 = fcmp oeq float %.val120, 0.000000e+00
  %53 = bitcast float %.val120 to i32
  %54 = select i1 %compare.3.0.i139, i32 0, i32 %53
  %55 = select i1 %compare.4.0.i138, i32 2143289344, i32 %54
  %56 = icmp slt i32 %55, 0
  %57 = xor i32 %55, 2147483647
  %58 = select i1 %56, i32 %57, i32 %55
  %compare.11.0.i140 = fcmp uno float %.val121, 0.000000e+00
  %compare.10.0.i141 = fcmp oeq float %.val121, 0.000000e+00
  %59 = bitcast float %.val121 to i32
  %60 = select i1 %compare.10.0.i141, i32 0, i32 %59
  %61 = select i1 %compare.11.0.i140, i32 2143289344, i32 %60
  %62 = icmp slt i32 %61, 0
  %63 = xor i32 %61, 2147483647
  %64 = select i1 %62, i32 %63, i32 %61
  %65 = icmp sge i32 %58, %64
  %.not.i142 = icmp eq i32 %64, %58
  %66 = icmp sge i32 %.val122, %.val123
  %.v.i143 = select i1 %.not.i142, i1 %66, i1 %65
  br i1 %.v.i143, label %is_smaller_than-after46, label %is_smaller_than-true45

is_smaller_than-true37:                           ; preds = %is_smaller_than-after
  %sunkaddr339 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val124, ptr addrspace(3) %sunkaddr339, align 4
  %sunkaddr340 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val125, ptr addrspace(3) %sunkaddr340, align 4
  %sunkaddr341 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val126, ptr addrspace(3) %sunkaddr341, align 4
  %sunkaddr342 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val127, ptr addrspace(3) %sunkaddr342, align 4
  br label %is_smaller_than-after38

is_smaller_than-after46:                          ; preds = %is_smaller_than-true45, %is_smaller_than-after38
  %sunkaddr343 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val116 = load float, ptr addrspace(3) %sunkaddr343, align 4
  %sunkaddr344 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val117 = load float, ptr addrspace(3) %sunkaddr344, align 4
  %sunkaddr345 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val118 = load i32, ptr addrspace(3) %sunkaddr345, align 4
  %sunkaddr346 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val119 = load i32, ptr addrspace(3) %sunkaddr346, align 4
  %compare.4.0.i144 = fcmp uno float %.val116, 0.000000e+00
  %compare.3.0.i145 = fcmp oeq float %.val116, 0.000000e+00
  %67 = bitcast float %.val116 to i32
  %68 = select i1 %compare.3.0.i145, i32 0, i32 %67
  %69 = select i1 %compare.4.0.i144, i32 2143289344, i32 %68
  %70 = icmp slt i32 %69, 0
  %71 = xor i32 %69, 2147483647
  %72 = select i1 %70, i32 %71, i32 %69
  %compare.11.0.i146 = fcmp uno float %.val117, 0.000000e+00
  %compare.10.0.i147 = fcmp oeq float %.val117, 0.000000e+00
  %73 = bitcast float %.val117 to i32
  %74 = select i1 %compare.10.0.i147, i32 0, i32 %73
  %75 = select i1 %compare.11.0.i146, i32 2143289344, i32 %74
  %76 = icmp slt i32 %75, 0
  %77 = xor i32 %75, 2147483647
  %78 = select i1 %76, i32 %77, i32 %75
  %79 = icmp sge i32 %72, %78
  %.not.i148 = icmp eq i32 %78, %72
  %80 = icmp sge i32 %.val118, %.val119
  %.v.i149 = select i1 %.not.i148, i1 %80, i1 %79
  br i1 %.v.i149, label %is_smaller_than-after53, label %is_smaller_than-true52

is_smaller_than-true45:                           ; preds = %is_smaller_than-after38
  store float %.val120, ptr addrspace(3) %13, align 4
  %sunkaddr347 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val121, ptr addrspace(3) %sunkaddr347, align 4
  store i32 %.val122, ptr addrspace(3) %18, align 4
  %sunkaddr348 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val123, ptr addrspace(3) %sunkaddr348, align 4
  br label %is_smaller_than-after46

is_smaller_than-after53:                          ; preds = %is_smaller_than-true52, %is_smaller_than-after46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr349 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val112 = load float, ptr addrspace(3) %sunkaddr349, align 4
  %.val113 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr350 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val114 = load i32, ptr addrspace(3) %sunkaddr350, align 4
  %.val115 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i150 = fcmp uno float %.val112, 0.000000e+00
  %compare.3.0.i151 = fcmp oeq float %.val112, 0.000000e+00
  %81 = bitcast float %.val112 to i32
  %82 = select i1 %compare.3.0.i151, i32 0, i32 %81
  %83 = select i1 %compare.4.0.i150, i32 2143289344, i32 %82
  %84 = icmp slt i32 %83, 0
  %85 = xor i32 %83, 2147483647
  %86 = select i1 %84, i32 %85, i32 %83
  %compare.11.0.i152 = fcmp uno float %.val113, 0.000000e+00
  %compare.10.0.i153 = fcmp oeq float %.val113, 0.000000e+00
  %87 = bitcast float %.val113 to i32
  %88 = select i1 %compare.10.0.i153, i32 0, i32 %87
  %89 = select i1 %compare.11.0.i152, i32 2143289344, i32 %88
  %90 = icmp slt i32 %89, 0
  %91 = xor i32 %89, 2147483647
  %92 = select i1 %90, i32 %91, i32 %89
  %93 = icmp sge i32 %86, %92
  %.not.i154 = icmp eq i32 %92, %86
  %94 = icmp sge i32 %.val114, %.val115
  %.v.i155 = select i1 %.not.i154, i1 %94, i1 %93
  br i1 %.v.i155, label %is_smaller_than-after61, label %is_smaller_than-true60

is_smaller_than-true52:                           ; preds = %is_smaller_than-after46
  %sunkaddr351 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val116, ptr addrspace(3) %sunkaddr351, align 4
  %sunkaddr352 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val117, ptr addrspace(3) %sunkaddr352, align 4
  %sunkaddr353 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val118, ptr addrspace(3) %sunkaddr353, align 4
  %sunkaddr354 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val119, ptr addrspace(3) %sunkaddr354, align 4
  br label %is_smaller_than-after53

is_smaller_than-after61:                          ; preds = %is_smaller_than-true60, %is_smaller_than-after53
  %sunkaddr355 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val108 = load float, ptr addrspace(3) %sunkaddr355, align 4
  %sunkaddr356 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val109 = load float, ptr addrspace(3) %sunkaddr356, align 4
  %sunkaddr357 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val110 = load i32, ptr addrspace(3) %sunkaddr357, align 4
  %sunkaddr358 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val111 = load i32, ptr addrspace(3) %sunkaddr358, align 4
  %compare.4.0.i156 = fcmp uno float %.val108, 0.000000e+00
  %compare.3.0.i157 = fcmp oeq float %.val108, 0.000000e+00
  %95 = bitcast float %.val108 to i32
  %96 = select i1 %compare.3.0.i157, i32 0, i32 %95
  %97 = select i1 %compare.4.0.i156, i32 2143289344, i32 %96
  %98 = icmp slt i32 %97, 0
  %99 = xor i32 %97, 2147483647
  %100 = select i1 %98, i32 %99, i32 %97
  %compare.11.0.i158 = fcmp uno float %.val109, 0.000000e+00
  %compare.10.0.i159 = fcmp oeq float %.val109, 0.000000e+00
  %101 = bitcast float %.val109 to i32
  %102 = select i1 %compare.10.0.i159, i32 0, i32 %101
  %103 = select i1 %compare.11.0.i158, i32 2143289344, i32 %102
  %104 = icmp slt i32 %103, 0
  %105 = xor i32 %103, 2147483647
  %106 = select i1 %104, i32 %105, i32 %103
  %107 = icmp sge i32 %100, %106
  %.not.i160 = icmp eq i32 %106, %100
  %108 = icmp sge i32 %.val110, %.val111
  %.v.i161 = select i1 %.not.i160, i1 %108, i1 %107
  br i1 %.v.i161, label %is_smaller_than-after68, label %is_smaller_than-true67

is_smaller_than-true60:                           ; preds = %is_smaller_than-after53
  store float %.val112, ptr addrspace(3) %13, align 4
  %sunkaddr359 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val113, ptr addrspace(3) %sunkaddr359, align 4
  store i32 %.val114, ptr addrspace(3) %18, align 4
  %sunkaddr360 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val115, ptr addrspace(3) %sunkaddr360, align 4
  br label %is_smaller_than-after61

is_smaller_than-after68:                          ; preds = %is_smaller_than-true67, %is_smaller_than-after61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %109 = and i64 %element_pair_index, 2
  %110 = and i64 %base_cache_index, 24
  %111 = or disjoint i64 %110, %109
  %112 = xor i64 %111, 7
  %113 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %112
  %114 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %111
  %115 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %112
  %116 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %111
  %.val104 = load float, ptr addrspace(3) %113, align 4
  %.val105 = load float, ptr addrspace(3) %114, align 4
  %.val106 = load i32, ptr addrspace(3) %115, align 4
  %.val107 = load i32, ptr addrspace(3) %116, align 4
  %compare.4.0.i162 = fcmp uno float %.val104, 0.000000e+00
  %compare.3.0.i163 = fcmp oeq float %.val104, 0.000000e+00
  %117 = bitcast float %.val104 to i32
  %118 = select i1 %compare.3.0.i163, i32 0, i32 %117
  %119 = select i1 %compare.4.0.i162, i32 2143289344, i32 %118
  %120 = icmp slt i32 %119, 0
  %121 = xor i32 %119, 2147483647
  %122 = select i1 %120, i32 %121, i32 %119
  %compare.11.0.i164 = fcmp uno float %.val105, 0.000000e+00
  %compare.10.0.i165 = fcmp oeq float %.val105, 0.000000e+00
  %123 = bitcast float %.val105 to i32
  %124 = select i1 %compare.10.0.i165, i32 0, i32 %123
  %125 = select i1 %compare.11.0.i164, i32 2143289344, i32 %124
  %126 = icmp slt i32 %125, 0
  %127 = xor i32 %125, 2147483647
  %128 = select i1 %126, i32 %127, i32 %125
  %129 = icmp sge i32 %122, %128
  %.not.i166 = icmp eq i32 %128, %122
  %130 = icmp sge i32 %.val106, %.val107
  %.v.i167 = select i1 %.not.i166, i1 %130, i1 %129
  br i1 %.v.i167, label %is_smaller_than-after76, label %is_smaller_than-true75

is_smaller_than-true67:                           ; preds = %is_smaller_than-after61
  %sunkaddr361 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val108, ptr addrspace(3) %sunkaddr361, align 4
  %sunkaddr362 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val109, ptr addrspace(3) %sunkaddr362, align 4
  %sunkaddr363 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val110, ptr addrspace(3) %sunkaddr363, align 4
  %sunkaddr364 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val111, ptr addrspace(3) %sunkaddr364, align 4
  br label %is_smaller_than-after68

is_smaller_than-after76:                          ; preds = %is_smaller_than-true75, %is_smaller_than-after68
  %131 = and i64 %current_keys_index32, 3
  %132 = or disjoint i64 %131, %110
  %133 = xor i64 %132, 7
  %134 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %133
  %135 = getelementptr i8, ptr addrspace(3) %114, i64 4
  %136 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %133
  %137 = getelementptr i8, ptr addrspace(3) %116, i64 4
  %.val100 = load float, ptr addrspace(3) %134, align 4
  %.val101 = load float, ptr addrspace(3) %135, align 4
  %.val102 = load i32, ptr addrspace(3) %136, align 4
  %.val103 = load i32, ptr addrspace(3) %137, align 4
  %compare.4.0.i168 = fcmp uno float %.val100, 0.000000e+00
  %compare.3.0.i169 = fcmp oeq float %.val100, 0.000000e+00
  %138 = bitcast float %.val100 to i32
  %139 = select i1 %compare.3.0.i169, i32 0, i32 %138
  %140 = select i1 %compare.4.0.i168, i32 2143289344, i32 %139
  %141 = icmp slt i32 %140, 0
  %142 = xor i32 %140, 2147483647
  %143 = select i1 %141, i32 %142, i32 %140
  %compare.11.0.i170 = fcmp uno float %.val101, 0.000000e+00
  %compare.10.0.i171 = fcmp oeq float %.val101, 0.000000e+00
  %144 = bitcast float %.val101 to i32
  %145 = select i1 %compare.10.0.i171, i32 0, i32 %144
  %146 = select i1 %compare.11.0.i170, i32 2143289344, i32 %145
  %147 = icmp slt i32 %146, 0
  %148 = xor i32 %146, 2147483647
  %149 = select i1 %147, i32 %148, i32 %146
  %150 = icmp sge i32 %143, %149
  %.not.i172 = icmp eq i32 %149, %143
  %151 = icmp sge i32 %.val102, %.val103
  %.v.i173 = select i1 %.not.i172, i1 %151, i1 %150
  br i1 %.v.i173, label %is_smaller_than-after83, label %is_smaller_than-true82

is_smaller_than-true75:                           ; preds = %is_smaller_than-after68
  store float %.val104, ptr addrspace(3) %114, align 4
  store float %.val105, ptr addrspace(3) %113, align 4
  store i32 %.val106, ptr addrspace(3) %116, align 4
  store i32 %.val107, ptr addrspace(3) %115, align 4
  br label %is_smaller_than-after76

is_smaller_than-after83:                          ; preds = %is_smaller_than-true82, %is_smaller_than-after76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr365 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val96 = load float, ptr addrspace(3) %sunkaddr365, align 4
  %.val97 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr366 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val98 = load i32, ptr addrspace(3) %sunkaddr366, align 4
  %.val99 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i174 = fcmp uno float %.val96, 0.000000e+00
  %compare.3.0.i175 = fcmp oeq float %.val96, 0.000000e+00
  %152 = bitcast float %.val96 to i32
  %153 = select i1 %compare.3.0.i175, i32 0, i32 %152
  %154 = select i1 %compare.4.0.i174, i32 2143289344, i32 %153
  %155 = icmp slt i32 %154, 0
  %156 = xor i32 %154, 2147483647
  %157 = select i1 %155, i32 %156, i32 %154
  %compare.11.0.i176 = fcmp uno float %.val97, 0.000000e+00
  %compare.10.0.i177 = fcmp oeq float %.val97, 0.000000e+00
  %158 = bitcast float %.val97 to i32
  %159 = select i1 %compare.10.0.i177, i32 0, i32 %158
  %160 = select i1 %compare.11.0.i176, i32 2143289344, i32 %159
  %161 = icmp slt i32 %160, 0
  %162 = xor i32 %160, 2147483647
  %163 = select i1 %161, i32 %162, i32 %160
  %164 = icmp sge i32 %157, %163
  %.not.i178 = icmp eq i32 %163, %157
  %165 = icmp sge i32 %.val98, %.val99
  %.v.i179 = select i1 %.not.i178, i1 %165, i1 %164
  br i1 %.v.i179, label %is_smaller_than-after91, label %is_smaller_than-true90

is_smaller_than-true82:                           ; preds = %is_smaller_than-after76
  %sunkaddr367 = getelementptr i8, ptr addrspace(3) %114, i64 4
  store float %.val100, ptr addrspace(3) %sunkaddr367, align 4
  store float %.val101, ptr addrspace(3) %134, align 4
  %sunkaddr368 = getelementptr i8, ptr addrspace(3) %116, i64 4
  store i32 %.val102, ptr addrspace(3) %sunkaddr368, align 4
  store i32 %.val103, ptr addrspace(3) %136, align 4
  br label %is_smaller_than-after83

is_smaller_than-after91:                          ; preds = %is_smaller_than-true90, %is_smaller_than-after83
  %sunkaddr369 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val92 = load float, ptr addrspace(3) %sunkaddr369, align 4
  %sunkaddr370 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val93 = load float, ptr addrspace(3) %sunkaddr370, align 4
  %sunkaddr371 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val94 = load i32, ptr addrspace(3) %sunkaddr371, align 4
  %sunkaddr372 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val95 = load i32, ptr addrspace(3) %sunkaddr372, align 4
  %compare.4.0.i180 = fcmp uno float %.val92, 0.000000e+00
  %compare.3.0.i181 = fcmp oeq float %.val92, 0.000000e+00
  %166 = bitcast float %.val92 to i32
  %167 = select i1 %compare.3.0.i181, i32 0, i32 %166
  %168 = select i1 %compare.4.0.i180, i32 2143289344, i32 %167
  %169 = icmp slt i32 %168, 0
  %170 = xor i32 %168, 2147483647
  %171 = select i1 %169, i32 %170, i32 %168
  %compare.11.0.i182 = fcmp uno float %.val93, 0.000000e+00
  %compare.10.0.i183 = fcmp oeq float %.val93, 0.000000e+00
  %172 = bitcast float %.val93 to i32
  %173 = select i1 %compare.10.0.i183, i32 0, i32 %172
  %174 = select i1 %compare.11.0.i182, i32 2143289344, i32 %173
  %175 = icmp slt i32 %174, 0
  %176 = xor i32 %174, 2147483647
  %177 = select i1 %175, i32 %176, i32 %174
  %178 = icmp sge i32 %171, %177
  %.not.i184 = icmp eq i32 %177, %171
  %179 = icmp sge i32 %.val94, %.val95
  %.v.i185 = select i1 %.not.i184, i1 %179, i1 %178
  br i1 %.v.i185, label %is_smaller_than-after98, label %is_smaller_than-true97

is_smaller_than-true90:                           ; preds = %is_smaller_than-after83
  store float %.val96, ptr addrspace(3) %13, align 4
  %sunkaddr373 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val97, ptr addrspace(3) %sunkaddr373, align 4
  store i32 %.val98, ptr addrspace(3) %18, align 4
  %sunkaddr374 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val99, ptr addrspace(3) %sunkaddr374, align 4
  br label %is_smaller_than-after91

is_smaller_than-after98:                          ; preds = %is_smaller_than-true97, %is_smaller_than-after91
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr375 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val88 = load float, ptr addrspace(3) %sunkaddr375, align 4
  %.val89 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr376 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val90 = load i32, ptr addrspace(3) %sunkaddr376, align 4
  %.val91 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i186 = fcmp uno float %.val88, 0.000000e+00
  %compare.3.0.i187 = fcmp oeq float %.val88, 0.000000e+00
  %180 = bitcast float %.val88 to i32
  %181 = select i1 %compare.3.0.i187, i32 0, i32 %180
  %182 = select i1 %compare.4.0.i186, i32 2143289344, i32 %181
  %183 = icmp slt i32 %182, 0
  %184 = xor i32 %182, 2147483647
  %185 = select i1 %183, i32 %184, i32 %182
  %compare.11.0.i188 = fcmp uno float %.val89, 0.000000e+00
  %compare.10.0.i189 = fcmp oeq float %.val89, 0.000000e+00
  %186 = bitcast float %.val89 to i32
  %187 = select i1 %compare.10.0.i189, i32 0, i32 %186
  %188 = select i1 %compare.11.0.i188, i32 2143289344, i32 %187
  %189 = icmp slt i32 %188, 0
  %190 = xor i32 %188, 2147483647
  %191 = select i1 %189, i32 %190, i32 %188
  %192 = icmp sge i32 %185, %191
  %.not.i190 = icmp eq i32 %191, %185
  %193 = icmp sge i32 %.val90, %.val91
  %.v.i191 = select i1 %.not.i190, i1 %193, i1 %192
  br i1 %.v.i191, label %is_smaller_than-after106, label %is_smaller_than-true105

is_smaller_than-true97:                           ; preds = %is_smaller_than-after91
  %sunkaddr377 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val92, ptr addrspace(3) %sunkaddr377, align 4
  %sunkaddr378 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val93, ptr addrspace(3) %sunkaddr378, align 4
  %sunkaddr379 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val94, ptr addrspace(3) %sunkaddr379, align 4
  %sunkaddr380 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val95, ptr addrspace(3) %sunkaddr380, align 4
  br label %is_smaller_than-after98

is_smaller_than-after106:                         ; preds = %is_smaller_than-true105, %is_smaller_than-after98
  %sunkaddr381 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val84 = load float, ptr addrspace(3) %sunkaddr381, align 4
  %sunkaddr382 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val85 = load float, ptr addrspace(3) %sunkaddr382, align 4
  %sunkaddr383 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val86 = load i32, ptr addrspace(3) %sunkaddr383, align 4
  %sunkaddr384 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val87 = load i32, ptr addrspace(3) %sunkaddr384, align 4
  %compare.4.0.i192 = fcmp uno float %.val84, 0.000000e+00
  %compare.3.0.i193 = fcmp oeq float %.val84, 0.000000e+00
  %194 = bitcast float %.val84 to i32
  %195 = select i1 %compare.3.0.i193, i32 0, i32 %194
  %196 = select i1 %compare.4.0.i192, i32 2143289344, i32 %195
  %197 = icmp slt i32 %196, 0
  %198 = xor i32 %196, 2147483647
  %199 = select i1 %197, i32 %198, i32 %196
  %compare.11.0.i194 = fcmp uno float %.val85, 0.000000e+00
  %compare.10.0.i195 = fcmp oeq float %.val85, 0.000000e+00
  %200 = bitcast float %.val85 to i32
  %201 = select i1 %compare.10.0.i195, i32 0, i32 %200
  %202 = select i1 %compare.11.0.i194, i32 2143289344, i32 %201
  %203 = icmp slt i32 %202, 0
  %204 = xor i32 %202, 2147483647
  %205 = select i1 %203, i32 %204, i32 %202
  %206 = icmp sge i32 %199, %205
  %.not.i196 = icmp eq i32 %205, %199
  %207 = icmp sge i32 %.val86, %.val87
  %.v.i197 = select i1 %.not.i196, i1 %207, i1 %206
  br i1 %.v.i197, label %is_smaller_than-after113, label %is_smaller_than-true112

is_smaller_than-true105:                          ; preds = %is_smaller_than-after98
  store float %.val88, ptr addrspace(3) %13, align 4
  %sunkaddr385 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val89, ptr addrspace(3) %sunkaddr385, align 4
  store i32 %.val90, ptr addrspace(3) %18, align 4
  %sunkaddr386 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val91, ptr addrspace(3) %sunkaddr386, align 4
  br label %is_smaller_than-after106

is_smaller_than-after113:                         ; preds = %is_smaller_than-true112, %is_smaller_than-after106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %208 = and i64 %element_pair_index, 6
  %209 = and i64 %base_cache_index, 16
  %210 = or disjoint i64 %209, %208
  %211 = xor i64 %210, 15
  %212 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %211
  %213 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %210
  %214 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %211
  %215 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %210
  %.val80 = load float, ptr addrspace(3) %212, align 4
  %.val81 = load float, ptr addrspace(3) %213, align 4
  %.val82 = load i32, ptr addrspace(3) %214, align 4
  %.val83 = load i32, ptr addrspace(3) %215, align 4
  %compare.4.0.i198 = fcmp uno float %.val80, 0.000000e+00
  %compare.3.0.i199 = fcmp oeq float %.val80, 0.000000e+00
  %216 = bitcast float %.val80 to i32
  %217 = select i1 %compare.3.0.i199, i32 0, i32 %216
  %218 = select i1 %compare.4.0.i198, i32 2143289344, i32 %217
  %219 = icmp slt i32 %218, 0
  %220 = xor i32 %218, 2147483647
  %221 = select i1 %219, i32 %220, i32 %218
  %compare.11.0.i200 = fcmp uno float %.val81, 0.000000e+00
  %compare.10.0.i201 = fcmp oeq float %.val81, 0.000000e+00
  %222 = bitcast float %.val81 to i32
  %223 = select i1 %compare.10.0.i201, i32 0, i32 %222
  %224 = select i1 %compare.11.0.i200, i32 2143289344, i32 %223
  %225 = icmp slt i32 %224, 0
  %226 = xor i32 %224, 2147483647
  %227 = select i1 %225, i32 %226, i32 %224
  %228 = icmp sge i32 %221, %227
  %.not.i202 = icmp eq i32 %227, %221
  %229 = icmp sge i32 %.val82, %.val83
  %.v.i203 = select i1 %.not.i202, i1 %229, i1 %228
  br i1 %.v.i203, label %is_smaller_than-after121, label %is_smaller_than-true120

is_smaller_than-true112:                          ; preds = %is_smaller_than-after106
  %sunkaddr387 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val84, ptr addrspace(3) %sunkaddr387, align 4
  %sunkaddr388 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val85, ptr addrspace(3) %sunkaddr388, align 4
  %sunkaddr389 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val86, ptr addrspace(3) %sunkaddr389, align 4
  %sunkaddr390 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val87, ptr addrspace(3) %sunkaddr390, align 4
  br label %is_smaller_than-after113

is_smaller_than-after121:                         ; preds = %is_smaller_than-true120, %is_smaller_than-after113
  %230 = and i64 %current_keys_index32, 7
  %231 = or disjoint i64 %230, %209
  %232 = xor i64 %231, 15
  %233 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %232
  %234 = getelementptr i8, ptr addrspace(3) %213, i64 4
  %235 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %232
  %236 = getelementptr i8, ptr addrspace(3) %215, i64 4
  %.val76 = load float, ptr addrspace(3) %233, align 4
  %.val77 = load float, ptr addrspace(3) %234, align 4
  %.val78 = load i32, ptr addrspace(3) %235, align 4
  %.val79 = load i32, ptr addrspace(3) %236, align 4
  %compare.4.0.i204 = fcmp uno float %.val76, 0.000000e+00
  %compare.3.0.i205 = fcmp oeq float %.val76, 0.000000e+00
  %237 = bitcast float %.val76 to i32
  %238 = select i1 %compare.3.0.i205, i32 0, i32 %237
  %239 = select i1 %compare.4.0.i204, i32 2143289344, i32 %238
  %240 = icmp slt i32 %239, 0
  %241 = xor i32 %239, 2147483647
  %242 = select i1 %240, i32 %241, i32 %239
  %compare.11.0.i206 = fcmp uno float %.val77, 0.000000e+00
  %compare.10.0.i207 = fcmp oeq float %.val77, 0.000000e+00
  %243 = bitcast float %.val77 to i32
  %244 = select i1 %compare.10.0.i207, i32 0, i32 %243
  %245 = select i1 %compare.11.0.i206, i32 2143289344, i32 %244
  %246 = icmp slt i32 %245, 0
  %247 = xor i32 %245, 2147483647
  %248 = select i1 %246, i32 %247, i32 %245
  %249 = icmp sge i32 %242, %248
  %.not.i208 = icmp eq i32 %248, %242
  %250 = icmp sge i32 %.val78, %.val79
  %.v.i209 = select i1 %.not.i208, i1 %250, i1 %249
  br i1 %.v.i209, label %is_smaller_than-after128, label %is_smaller_than-true127

is_smaller_than-true120:                          ; preds = %is_smaller_than-after113
  store float %.val80, ptr addrspace(3) %213, align 4
  store float %.val81, ptr addrspace(3) %212, align 4
  store i32 %.val82, ptr addrspace(3) %215, align 4
  store i32 %.val83, ptr addrspace(3) %214, align 4
  br label %is_smaller_than-after121

is_smaller_than-after128:                         ; preds = %is_smaller_than-true127, %is_smaller_than-after121
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %251 = getelementptr i8, ptr addrspace(3) %114, i64 16
  %252 = getelementptr i8, ptr addrspace(3) %116, i64 16
  %.val72 = load float, ptr addrspace(3) %251, align 4
  %.val73 = load float, ptr addrspace(3) %114, align 4
  %.val74 = load i32, ptr addrspace(3) %252, align 4
  %.val75 = load i32, ptr addrspace(3) %116, align 4
  %compare.4.0.i210 = fcmp uno float %.val72, 0.000000e+00
  %compare.3.0.i211 = fcmp oeq float %.val72, 0.000000e+00
  %253 = bitcast float %.val72 to i32
  %254 = select i1 %compare.3.0.i211, i32 0, i32 %253
  %255 = select i1 %compare.4.0.i210, i32 2143289344, i32 %254
  %256 = icmp slt i32 %255, 0
  %257 = xor i32 %255, 2147483647
  %258 = select i1 %256, i32 %257, i32 %255
  %compare.11.0.i212 = fcmp uno float %.val73, 0.000000e+00
  %compare.10.0.i213 = fcmp oeq float %.val73, 0.000000e+00
  %259 = bitcast float %.val73 to i32
  %260 = select i1 %compare.10.0.i213, i32 0, i32 %259
  %261 = select i1 %compare.11.0.i212, i32 2143289344, i32 %260
  %262 = icmp slt i32 %261, 0
  %263 = xor i32 %261, 2147483647
  %264 = select i1 %262, i32 %263, i32 %261
  %265 = icmp sge i32 %258, %264
  %.not.i214 = icmp eq i32 %264, %258
  %266 = icmp sge i32 %.val74, %.val75
  %.v.i215 = select i1 %.not.i214, i1 %266, i1 %265
  br i1 %.v.i215, label %is_smaller_than-after136, label %is_smaller_than-true135

is_smaller_than-true127:                          ; preds = %is_smaller_than-after121
  %sunkaddr391 = getelementptr i8, ptr addrspace(3) %213, i64 4
  store float %.val76, ptr addrspace(3) %sunkaddr391, align 4
  store float %.val77, ptr addrspace(3) %233, align 4
  %sunkaddr392 = getelementptr i8, ptr addrspace(3) %215, i64 4
  store i32 %.val78, ptr addrspace(3) %sunkaddr392, align 4
  store i32 %.val79, ptr addrspace(3) %235, align 4
  br label %is_smaller_than-after128

is_smaller_than-after136:                         ; preds = %is_smaller_than-true135, %is_smaller_than-after128
  %sunkaddr394 = getelementptr i8, ptr addrspace(3) %114, i64 4
  %sunkaddr396 = getelementptr i8, ptr addrspace(3) %116, i64 4
  %sunkaddr393 = getelementptr i8, ptr addrspace(3) %114, i64 20
  %.val68 = load float, ptr addrspace(3) %sunkaddr393, align 4
  %.val69 = load float, ptr addrspace(3) %sunkaddr394, align 4
  %sunkaddr395 = getelementptr i8, ptr addrspace(3) %116, i64 20
  %.val70 = load i32, ptr addrspace(3) %sunkaddr395, align 4
  %.val71 = load i32, ptr addrspace(3) %sunkaddr396, align 4
  %compare.4.0.i216 = fcmp uno float %.val68, 0.000000e+00
  %compare.3.0.i217 = fcmp oeq float %.val68, 0.000000e+00
  %267 = bitcast float %.val68 to i32
  %268 = select i1 %compare.3.0.i217, i32 0, i32 %267
  %269 = select i1 %compare.4.0.i216, i32 2143289344, i32 %268
  %270 = icmp slt i32 %269, 0
  %271 = xor i32 %269, 2147483647
  %272 = select i1 %270, i32 %271, i32 %269
  %compare.11.0.i218 = fcmp uno float %.val69, 0.000000e+00
  %compare.10.0.i219 = fcmp oeq float %.val69, 0.000000e+00
  %273 = bitcast float %.val69 to i32
  %274 = select i1 %compare.10.0.i219, i32 0, i32 %273
  %275 = select i1 %compare.11.0.i218, i32 2143289344, i32 %274
  %276 = icmp slt i32 %275, 0
  %277 = xor i32 %275, 2147483647
  %278 = select i1 %276, i32 %277, i32 %275
  %279 = icmp sge i32 %272, %278
  %.not.i220 = icmp eq i32 %278, %272
  %280 = icmp sge i32 %.val70, %.val71
  %.v.i221 = select i1 %.not.i220, i1 %280, i1 %279
  br i1 %.v.i221, label %is_smaller_than-after143, label %is_smaller_than-true142

is_smaller_than-true135:                          ; preds = %is_smaller_than-after128
  store float %.val72, ptr addrspace(3) %114, align 4
  %sunkaddr397 = getelementptr i8, ptr addrspace(3) %114, i64 16
  store float %.val73, ptr addrspace(3) %sunkaddr397, align 4
  store i32 %.val74, ptr addrspace(3) %116, align 4
  %sunkaddr398 = getelementptr i8, ptr addrspace(3) %116, i64 16
  store i32 %.val75, ptr addrspace(3) %sunkaddr398, align 4
  br label %is_smaller_than-after136

is_smaller_than-after143:                         ; preds = %is_smaller_than-true142, %is_smaller_than-after136
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr399 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val64 = load float, ptr addrspace(3) %sunkaddr399, align 4
  %.val65 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr400 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val66 = load i32, ptr addrspace(3) %sunkaddr400, align 4
  %.val67 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i222 = fcmp uno float %.val64, 0.000000e+00
  %compare.3.0.i223 = fcmp oeq float %.val64, 0.000000e+00
  %281 = bitcast float %.val64 to i32
  %282 = select i1 %compare.3.0.i223, i32 0, i32 %281
  %283 = select i1 %compare.4.0.i222, i32 2143289344, i32 %282
  %284 = icmp slt i32 %283, 0
  %285 = xor i32 %283, 2147483647
  %286 = select i1 %284, i32 %285, i32 %283
  %compare.11.0.i224 = fcmp uno float %.val65, 0.000000e+00
  %compare.10.0.i225 = fcmp oeq float %.val65, 0.000000e+00
  %287 = bitcast float %.val65 to i32
  %288 = select i1 %compare.10.0.i225, i32 0, i32 %287
  %289 = select i1 %compare.11.0.i224, i32 2143289344, i32 %288
  %290 = icmp slt i32 %289, 0
  %291 = xor i32 %289, 2147483647
  %292 = select i1 %290, i32 %291, i32 %289
  %293 = icmp sge i32 %286, %292
  %.not.i226 = icmp eq i32 %292, %286
  %294 = icmp sge i32 %.val66, %.val67
  %.v.i227 = select i1 %.not.i226, i1 %294, i1 %293
  br i1 %.v.i227, label %is_smaller_than-after151, label %is_smaller_than-true150

is_smaller_than-true142:                          ; preds = %is_smaller_than-after136
  %sunkaddr401 = getelementptr i8, ptr addrspace(3) %114, i64 4
  store float %.val68, ptr addrspace(3) %sunkaddr401, align 4
  %sunkaddr402 = getelementptr i8, ptr addrspace(3) %114, i64 20
  store float %.val69, ptr addrspace(3) %sunkaddr402, align 4
  %sunkaddr403 = getelementptr i8, ptr addrspace(3) %116, i64 4
  store i32 %.val70, ptr addrspace(3) %sunkaddr403, align 4
  %sunkaddr404 = getelementptr i8, ptr addrspace(3) %116, i64 20
  store i32 %.val71, ptr addrspace(3) %sunkaddr404, align 4
  br label %is_smaller_than-after143

is_smaller_than-after151:                         ; preds = %is_smaller_than-true150, %is_smaller_than-after143
  %sunkaddr405 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val60 = load float, ptr addrspace(3) %sunkaddr405, align 4
  %sunkaddr406 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val61 = load float, ptr addrspace(3) %sunkaddr406, align 4
  %sunkaddr407 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val62 = load i32, ptr addrspace(3) %sunkaddr407, align 4
  %sunkaddr408 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val63 = load i32, ptr addrspace(3) %sunkaddr408, align 4
  %compare.4.0.i228 = fcmp uno float %.val60, 0.000000e+00
  %compare.3.0.i229 = fcmp oeq float %.val60, 0.000000e+00
  %295 = bitcast float %.val60 to i32
  %296 = select i1 %compare.3.0.i229, i32 0, i32 %295
  %297 = select i1 %compare.4.0.i228, i32 2143289344, i32 %296
  %298 = icmp slt i32 %297, 0
  %299 = xor i32 %297, 2147483647
  %300 = select i1 %298, i32 %299, i32 %297
  %compare.11.0.i230 = fcmp uno float %.val61, 0.000000e+00
  %compare.10.0.i231 = fcmp oeq float %.val61, 0.000000e+00
  %301 = bitcast float %.val61 to i32
  %302 = select i1 %compare.10.0.i231, i32 0, i32 %301
  %303 = select i1 %compare.11.0.i230, i32 2143289344, i32 %302
  %304 = icmp slt i32 %303, 0
  %305 = xor i32 %303, 2147483647
  %306 = select i1 %304, i32 %305, i32 %303
  %307 = icmp sge i32 %300, %306
  %.not.i232 = icmp eq i32 %306, %300
  %308 = icmp sge i32 %.val62, %.val63
  %.v.i233 = select i1 %.not.i232, i1 %308, i1 %307
  br i1 %.v.i233, label %is_smaller_than-after158, label %is_smaller_than-true157

is_smaller_than-true150:                          ; preds = %is_smaller_than-after143
  store float %.val64, ptr addrspace(3) %13, align 4
  %sunkaddr409 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val65, ptr addrspace(3) %sunkaddr409, align 4
  store i32 %.val66, ptr addrspace(3) %18, align 4
  %sunkaddr410 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val67, ptr addrspace(3) %sunkaddr410, align 4
  br label %is_smaller_than-after151

is_smaller_than-after158:                         ; preds = %is_smaller_than-true157, %is_smaller_than-after151
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr411 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val56 = load float, ptr addrspace(3) %sunkaddr411, align 4
  %.val57 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr412 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val58 = load i32, ptr addrspace(3) %sunkaddr412, align 4
  %.val59 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i234 = fcmp uno float %.val56, 0.000000e+00
  %compare.3.0.i235 = fcmp oeq float %.val56, 0.000000e+00
  %309 = bitcast float %.val56 to i32
  %310 = select i1 %compare.3.0.i235, i32 0, i32 %309
  %311 = select i1 %compare.4.0.i234, i32 2143289344, i32 %310
  %312 = icmp slt i32 %311, 0
  %313 = xor i32 %311, 2147483647
  %314 = select i1 %312, i32 %313, i32 %311
  %compare.11.0.i236 = fcmp uno float %.val57, 0.000000e+00
  %compare.10.0.i237 = fcmp oeq float %.val57, 0.000000e+00
  %315 = bitcast float %.val57 to i32
  %316 = select i1 %compare.10.0.i237, i32 0, i32 %315
  %317 = select i1 %compare.11.0.i236, i32 2143289344, i32 %316
  %318 = icmp slt i32 %317, 0
  %319 = xor i32 %317, 2147483647
  %320 = select i1 %318, i32 %319, i32 %317
  %321 = icmp sge i32 %314, %320
  %.not.i238 = icmp eq i32 %320, %314
  %322 = icmp sge i32 %.val58, %.val59
  %.v.i239 = select i1 %.not.i238, i1 %322, i1 %321
  br i1 %.v.i239, label %is_smaller_than-after166, label %is_smaller_than-true165

is_smaller_than-true157:                          ; preds = %is_smaller_than-after151
  %sunkaddr413 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val60, ptr addrspace(3) %sunkaddr413, align 4
  %sunkaddr414 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val61, ptr addrspace(3) %sunkaddr414, align 4
  %sunkaddr415 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val62, ptr addrspace(3) %sunkaddr415, align 4
  %sunkaddr416 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val63, ptr addrspace(3) %sunkaddr416, align 4
  br label %is_smaller_than-after158

is_smaller_than-after166:                         ; preds = %is_smaller_than-true165, %is_smaller_than-after158
  %sunkaddr417 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val52 = load float, ptr addrspace(3) %sunkaddr417, align 4
  %sunkaddr418 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val53 = load float, ptr addrspace(3) %sunkaddr418, align 4
  %sunkaddr419 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val54 = load i32, ptr addrspace(3) %sunkaddr419, align 4
  %sunkaddr420 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val55 = load i32, ptr addrspace(3) %sunkaddr420, align 4
  %compare.4.0.i240 = fcmp uno float %.val52, 0.000000e+00
  %compare.3.0.i241 = fcmp oeq float %.val52, 0.000000e+00
  %323 = bitcast float %.val52 to i32
  %324 = select i1 %compare.3.0.i241, i32 0, i32 %323
  %325 = select i1 %compare.4.0.i240, i32 2143289344, i32 %324
  %326 = icmp slt i32 %325, 0
  %327 = xor i32 %325, 2147483647
  %328 = select i1 %326, i32 %327, i32 %325
  %compare.11.0.i242 = fcmp uno float %.val53, 0.000000e+00
  %compare.10.0.i243 = fcmp oeq float %.val53, 0.000000e+00
  %329 = bitcast float %.val53 to i32
  %330 = select i1 %compare.10.0.i243, i32 0, i32 %329
  %331 = select i1 %compare.11.0.i242, i32 2143289344, i32 %330
  %332 = icmp slt i32 %331, 0
  %333 = xor i32 %331, 2147483647
  %334 = select i1 %332, i32 %333, i32 %331
  %335 = icmp sge i32 %328, %334
  %.not.i244 = icmp eq i32 %334, %328
  %336 = icmp sge i32 %.val54, %.val55
  %.v.i245 = select i1 %.not.i244, i1 %336, i1 %335
  br i1 %.v.i245, label %is_smaller_than-after173, label %is_smaller_than-true172

is_smaller_than-true165:                          ; preds = %is_smaller_than-after158
  store float %.val56, ptr addrspace(3) %13, align 4
  %sunkaddr421 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val57, ptr addrspace(3) %sunkaddr421, align 4
  store i32 %.val58, ptr addrspace(3) %18, align 4
  %sunkaddr422 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val59, ptr addrspace(3) %sunkaddr422, align 4
  br label %is_smaller_than-after166

is_smaller_than-after173:                         ; preds = %is_smaller_than-true172, %is_smaller_than-after166
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %337 = xor i64 %element_pair_index, 31
  %338 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %337
  %339 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %element_pair_index
  %340 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %337
  %341 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %element_pair_index
  %.val48 = load float, ptr addrspace(3) %338, align 4
  %.val49 = load float, ptr addrspace(3) %339, align 4
  %.val50 = load i32, ptr addrspace(3) %340, align 4
  %.val51 = load i32, ptr addrspace(3) %341, align 4
  %compare.4.0.i246 = fcmp uno float %.val48, 0.000000e+00
  %compare.3.0.i247 = fcmp oeq float %.val48, 0.000000e+00
  %342 = bitcast float %.val48 to i32
  %343 = select i1 %compare.3.0.i247, i32 0, i32 %342
  %344 = select i1 %compare.4.0.i246, i32 2143289344, i32 %343
  %345 = icmp slt i32 %344, 0
  %346 = xor i32 %344, 2147483647
  %347 = select i1 %345, i32 %346, i32 %344
  %compare.11.0.i248 = fcmp uno float %.val49, 0.000000e+00
  %compare.10.0.i249 = fcmp oeq float %.val49, 0.000000e+00
  %348 = bitcast float %.val49 to i32
  %349 = select i1 %compare.10.0.i249, i32 0, i32 %348
  %350 = select i1 %compare.11.0.i248, i32 2143289344, i32 %349
  %351 = icmp slt i32 %350, 0
  %352 = xor i32 %350, 2147483647
  %353 = select i1 %351, i32 %352, i32 %350
  %354 = icmp sge i32 %347, %353
  %.not.i250 = icmp eq i32 %353, %347
  %355 = icmp sge i32 %.val50, %.val51
  %.v.i251 = select i1 %.not.i250, i1 %355, i1 %354
  br i1 %.v.i251, label %is_smaller_than-after181, label %is_smaller_than-true180

is_smaller_than-true172:                          ; preds = %is_smaller_than-after166
  %sunkaddr423 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val52, ptr addrspace(3) %sunkaddr423, align 4
  %sunkaddr424 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val53, ptr addrspace(3) %sunkaddr424, align 4
  %sunkaddr425 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val54, ptr addrspace(3) %sunkaddr425, align 4
  %sunkaddr426 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val55, ptr addrspace(3) %sunkaddr426, align 4
  br label %is_smaller_than-after173

is_smaller_than-after181:                         ; preds = %is_smaller_than-true180, %is_smaller_than-after173
  %356 = xor i64 %element_pair_index, 30
  %357 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_0", i64 %356
  %358 = getelementptr i8, ptr addrspace(3) %339, i64 4
  %359 = getelementptr [4 x i8], ptr addrspace(3) @"sort_$_2_$_1_tile_param_1", i64 %356
  %360 = getelementptr i8, ptr addrspace(3) %341, i64 4
  %.val44 = load float, ptr addrspace(3) %357, align 4
  %.val45 = load float, ptr addrspace(3) %358, align 4
  %.val46 = load i32, ptr addrspace(3) %359, align 4
  %.val47 = load i32, ptr addrspace(3) %360, align 4
  %compare.4.0.i252 = fcmp uno float %.val44, 0.000000e+00
  %compare.3.0.i253 = fcmp oeq float %.val44, 0.000000e+00
  %361 = bitcast float %.val44 to i32
  %362 = select i1 %compare.3.0.i253, i32 0, i32 %361
  %363 = select i1 %compare.4.0.i252, i32 2143289344, i32 %362
  %364 = icmp slt i32 %363, 0
  %365 = xor i32 %363, 2147483647
  %366 = select i1 %364, i32 %365, i32 %363
  %compare.11.0.i254 = fcmp uno float %.val45, 0.000000e+00
  %compare.10.0.i255 = fcmp oeq float %.val45, 0.000000e+00
  %367 = bitcast float %.val45 to i32
  %368 = select i1 %compare.10.0.i255, i32 0, i32 %367
  %369 = select i1 %compare.11.0.i254, i32 2143289344, i32 %368
  %370 = icmp slt i32 %369, 0
  %371 = xor i32 %369, 2147483647
  %372 = select i1 %370, i32 %371, i32 %369
  %373 = icmp sge i32 %366, %372
  %.not.i256 = icmp eq i32 %372, %366
  %374 = icmp sge i32 %.val46, %.val47
  %.v.i257 = select i1 %.not.i256, i1 %374, i1 %373
  br i1 %.v.i257, label %is_smaller_than-after188, label %is_smaller_than-true187

is_smaller_than-true180:                          ; preds = %is_smaller_than-after173
  store float %.val48, ptr addrspace(3) %339, align 4
  store float %.val49, ptr addrspace(3) %338, align 4
  store i32 %.val50, ptr addrspace(3) %341, align 4
  store i32 %.val51, ptr addrspace(3) %340, align 4
  br label %is_smaller_than-after181

is_smaller_than-after188:                         ; preds = %is_smaller_than-true187, %is_smaller_than-after181
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %375 = getelementptr i8, ptr addrspace(3) %213, i64 32
  %376 = getelementptr i8, ptr addrspace(3) %215, i64 32
  %.val40 = load float, ptr addrspace(3) %375, align 4
  %.val41 = load float, ptr addrspace(3) %213, align 4
  %.val42 = load i32, ptr addrspace(3) %376, align 4
  %.val43 = load i32, ptr addrspace(3) %215, align 4
  %compare.4.0.i258 = fcmp uno float %.val40, 0.000000e+00
  %compare.3.0.i259 = fcmp oeq float %.val40, 0.000000e+00
  %377 = bitcast float %.val40 to i32
  %378 = select i1 %compare.3.0.i259, i32 0, i32 %377
  %379 = select i1 %compare.4.0.i258, i32 2143289344, i32 %378
  %380 = icmp slt i32 %379, 0
  %381 = xor i32 %379, 2147483647
  %382 = select i1 %380, i32 %381, i32 %379
  %compare.11.0.i260 = fcmp uno float %.val41, 0.000000e+00
  %compare.10.0.i261 = fcmp oeq float %.val41, 0.000000e+00
  %383 = bitcast float %.val41 to i32
  %384 = select i1 %compare.10.0.i261, i32 0, i32 %383
  %385 = select i1 %compare.11.0.i260, i32 2143289344, i32 %384
  %386 = icmp slt i32 %385, 0
  %387 = xor i32 %385, 2147483647
  %388 = select i1 %386, i32 %387, i32 %385
  %389 = icmp sge i32 %382, %388
  %.not.i262 = icmp eq i32 %388, %382
  %390 = icmp sge i32 %.val42, %.val43
  %.v.i263 = select i1 %.not.i262, i1 %390, i1 %389
  br i1 %.v.i263, label %is_smaller_than-after196, label %is_smaller_than-true195

is_smaller_than-true187:                          ; preds = %is_smaller_than-after181
  %sunkaddr427 = getelementptr i8, ptr addrspace(3) %339, i64 4
  store float %.val44, ptr addrspace(3) %sunkaddr427, align 4
  store float %.val45, ptr addrspace(3) %357, align 4
  %sunkaddr428 = getelementptr i8, ptr addrspace(3) %341, i64 4
  store i32 %.val46, ptr addrspace(3) %sunkaddr428, align 4
  store i32 %.val47, ptr addrspace(3) %359, align 4
  br label %is_smaller_than-after188

is_smaller_than-after196:                         ; preds = %is_smaller_than-true195, %is_smaller_than-after188
  %sunkaddr430 = getelementptr i8, ptr addrspace(3) %213, i64 4
  %sunkaddr432 = getelementptr i8, ptr addrspace(3) %215, i64 4
  %sunkaddr429 = getelementptr i8, ptr addrspace(3) %213, i64 36
  %.val36 = load float, ptr addrspace(3) %sunkaddr429, align 4
  %.val37 = load float, ptr addrspace(3) %sunkaddr430, align 4
  %sunkaddr431 = getelementptr i8, ptr addrspace(3) %215, i64 36
  %.val38 = load i32, ptr addrspace(3) %sunkaddr431, align 4
  %.val39 = load i32, ptr addrspace(3) %sunkaddr432, align 4
  %compare.4.0.i264 = fcmp uno float %.val36, 0.000000e+00
  %compare.3.0.i265 = fcmp oeq float %.val36, 0.000000e+00
  %391 = bitcast float %.val36 to i32
  %392 = select i1 %compare.3.0.i265, i32 0, i32 %391
  %393 = select i1 %compare.4.0.i264, i32 2143289344, i32 %392
  %394 = icmp slt i32 %393, 0
  %395 = xor i32 %393, 2147483647
  %396 = select i1 %394, i32 %395, i32 %393
  %compare.11.0.i266 = fcmp uno float %.val37, 0.000000e+00
  %compare.10.0.i267 = fcmp oeq float %.val37, 0.000000e+00
  %397 = bitcast float %.val37 to i32
  %398 = select i1 %compare.10.0.i267, i32 0, i32 %397
  %399 = select i1 %compare.11.0.i266, i32 2143289344, i32 %398
  %400 = icmp slt i32 %399, 0
  %401 = xor i32 %399, 2147483647
  %402 = select i1 %400, i32 %401, i32 %399
  %403 = icmp sge i32 %396, %402
  %.not.i268 = icmp eq i32 %402, %396
  %404 = icmp sge i32 %.val38, %.val39
  %.v.i269 = select i1 %.not.i268, i1 %404, i1 %403
  br i1 %.v.i269, label %is_smaller_than-after203, label %is_smaller_than-true202

is_smaller_than-true195:                          ; preds = %is_smaller_than-after188
  store float %.val40, ptr addrspace(3) %213, align 4
  %sunkaddr433 = getelementptr i8, ptr addrspace(3) %213, i64 32
  store float %.val41, ptr addrspace(3) %sunkaddr433, align 4
  store i32 %.val42, ptr addrspace(3) %215, align 4
  %sunkaddr434 = getelementptr i8, ptr addrspace(3) %215, i64 32
  store i32 %.val43, ptr addrspace(3) %sunkaddr434, align 4
  br label %is_smaller_than-after196

is_smaller_than-after203:                         ; preds = %is_smaller_than-true202, %is_smaller_than-after196
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr435 = getelementptr i8, ptr addrspace(3) %114, i64 16
  %.val32 = load float, ptr addrspace(3) %sunkaddr435, align 4
  %.val33 = load float, ptr addrspace(3) %114, align 4
  %sunkaddr436 = getelementptr i8, ptr addrspace(3) %116, i64 16
  %.val34 = load i32, ptr addrspace(3) %sunkaddr436, align 4
  %.val35 = load i32, ptr addrspace(3) %116, align 4
  %compare.4.0.i270 = fcmp uno float %.val32, 0.000000e+00
  %compare.3.0.i271 = fcmp oeq float %.val32, 0.000000e+00
  %405 = bitcast float %.val32 to i32
  %406 = select i1 %compare.3.0.i271, i32 0, i32 %405
  %407 = select i1 %compare.4.0.i270, i32 2143289344, i32 %406
  %408 = icmp slt i32 %407, 0
  %409 = xor i32 %407, 2147483647
  %410 = select i1 %408, i32 %409, i32 %407
  %compare.11.0.i272 = fcmp uno float %.val33, 0.000000e+00
  %compare.10.0.i273 = fcmp oeq float %.val33, 0.000000e+00
  %411 = bitcast float %.val33 to i32
  %412 = select i1 %compare.10.0.i273, i32 0, i32 %411
  %413 = select i1 %compare.11.0.i272, i32 2143289344, i32 %412
  %414 = icmp slt i32 %413, 0
  %415 = xor i32 %413, 2147483647
  %416 = select i1 %414, i32 %415, i32 %413
  %417 = icmp sge i32 %410, %416
  %.not.i274 = icmp eq i32 %416, %410
  %418 = icmp sge i32 %.val34, %.val35
  %.v.i275 = select i1 %.not.i274, i1 %418, i1 %417
  br i1 %.v.i275, label %is_smaller_than-after211, label %is_smaller_than-true210

is_smaller_than-true202:                          ; preds = %is_smaller_than-after196
  %sunkaddr437 = getelementptr i8, ptr addrspace(3) %213, i64 4
  store float %.val36, ptr addrspace(3) %sunkaddr437, align 4
  %sunkaddr438 = getelementptr i8, ptr addrspace(3) %213, i64 36
  store float %.val37, ptr addrspace(3) %sunkaddr438, align 4
  %sunkaddr439 = getelementptr i8, ptr addrspace(3) %215, i64 4
  store i32 %.val38, ptr addrspace(3) %sunkaddr439, align 4
  %sunkaddr440 = getelementptr i8, ptr addrspace(3) %215, i64 36
  store i32 %.val39, ptr addrspace(3) %sunkaddr440, align 4
  br label %is_smaller_than-after203

is_smaller_than-after211:                         ; preds = %is_smaller_than-true210, %is_smaller_than-after203
  %sunkaddr441 = getelementptr i8, ptr addrspace(3) %114, i64 20
  %.val28 = load float, ptr addrspace(3) %sunkaddr441, align 4
  %sunkaddr442 = getelementptr i8, ptr addrspace(3) %114, i64 4
  %.val29 = load float, ptr addrspace(3) %sunkaddr442, align 4
  %sunkaddr443 = getelementptr i8, ptr addrspace(3) %116, i64 20
  %.val30 = load i32, ptr addrspace(3) %sunkaddr443, align 4
  %sunkaddr444 = getelementptr i8, ptr addrspace(3) %116, i64 4
  %.val31 = load i32, ptr addrspace(3) %sunkaddr444, align 4
  %compare.4.0.i276 = fcmp uno float %.val28, 0.000000e+00
  %compare.3.0.i277 = fcmp oeq float %.val28, 0.000000e+00
  %419 = bitcast float %.val28 to i32
  %420 = select i1 %compare.3.0.i277, i32 0, i32 %419
  %421 = select i1 %compare.4.0.i276, i32 2143289344, i32 %420
  %422 = icmp slt i32 %421, 0
  %423 = xor i32 %421, 2147483647
  %424 = select i1 %422, i32 %423, i32 %421
  %compare.11.0.i278 = fcmp uno float %.val29, 0.000000e+00
  %compare.10.0.i279 = fcmp oeq float %.val29, 0.000000e+00
  %425 = bitcast float %.val29 to i32
  %426 = select i1 %compare.10.0.i279, i32 0, i32 %425
  %427 = select i1 %compare.11.0.i278, i32 2143289344, i32 %426
  %428 = icmp slt i32 %427, 0
  %429 = xor i32 %427, 2147483647
  %430 = select i1 %428, i32 %429, i32 %427
  %431 = icmp sge i32 %424, %430
  %.not.i280 = icmp eq i32 %430, %424
  %432 = icmp sge i32 %.val30, %.val31
  %.v.i281 = select i1 %.not.i280, i1 %432, i1 %431
  br i1 %.v.i281, label %is_smaller_than-after218, label %is_smaller_than-true217

is_smaller_than-true210:                          ; preds = %is_smaller_than-after203
  store float %.val32, ptr addrspace(3) %114, align 4
  %sunkaddr445 = getelementptr i8, ptr addrspace(3) %114, i64 16
  store float %.val33, ptr addrspace(3) %sunkaddr445, align 4
  store i32 %.val34, ptr addrspace(3) %116, align 4
  %sunkaddr446 = getelementptr i8, ptr addrspace(3) %116, i64 16
  store i32 %.val35, ptr addrspace(3) %sunkaddr446, align 4
  br label %is_smaller_than-after211

is_smaller_than-after218:                         ; preds = %is_smaller_than-true217, %is_smaller_than-after211
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr447 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val24 = load float, ptr addrspace(3) %sunkaddr447, align 4
  %.val25 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr448 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val26 = load i32, ptr addrspace(3) %sunkaddr448, align 4
  %.val27 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i282 = fcmp uno float %.val24, 0.000000e+00
  %compare.3.0.i283 = fcmp oeq float %.val24, 0.000000e+00
  %433 = bitcast float %.val24 to i32
  %434 = select i1 %compare.3.0.i283, i32 0, i32 %433
  %435 = select i1 %compare.4.0.i282, i32 2143289344, i32 %434
  %436 = icmp slt i32 %435, 0
  %437 = xor i32 %435, 2147483647
  %438 = select i1 %436, i32 %437, i32 %435
  %compare.11.0.i284 = fcmp uno float %.val25, 0.000000e+00
  %compare.10.0.i285 = fcmp oeq float %.val25, 0.000000e+00
  %439 = bitcast float %.val25 to i32
  %440 = select i1 %compare.10.0.i285, i32 0, i32 %439
  %441 = select i1 %compare.11.0.i284, i32 2143289344, i32 %440
  %442 = icmp slt i32 %441, 0
  %443 = xor i32 %441, 2147483647
  %444 = select i1 %442, i32 %443, i32 %441
  %445 = icmp sge i32 %438, %444
  %.not.i286 = icmp eq i32 %444, %438
  %446 = icmp sge i32 %.val26, %.val27
  %.v.i287 = select i1 %.not.i286, i1 %446, i1 %445
  br i1 %.v.i287, label %is_smaller_than-after226, label %is_smaller_than-true225

is_smaller_than-true217:                          ; preds = %is_smaller_than-after211
  %sunkaddr449 = getelementptr i8, ptr addrspace(3) %114, i64 4
  store float %.val28, ptr addrspace(3) %sunkaddr449, align 4
  %sunkaddr450 = getelementptr i8, ptr addrspace(3) %114, i64 20
  store float %.val29, ptr addrspace(3) %sunkaddr450, align 4
  %sunkaddr451 = getelementptr i8, ptr addrspace(3) %116, i64 4
  store i32 %.val30, ptr addrspace(3) %sunkaddr451, align 4
  %sunkaddr452 = getelementptr i8, ptr addrspace(3) %116, i64 20
  store i32 %.val31, ptr addrspace(3) %sunkaddr452, align 4
  br label %is_smaller_than-after218

is_smaller_than-after226:                         ; preds = %is_smaller_than-true225, %is_smaller_than-after218
  %sunkaddr453 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val20 = load float, ptr addrspace(3) %sunkaddr453, align 4
  %sunkaddr454 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val21 = load float, ptr addrspace(3) %sunkaddr454, align 4
  %sunkaddr455 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val22 = load i32, ptr addrspace(3) %sunkaddr455, align 4
  %sunkaddr456 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val23 = load i32, ptr addrspace(3) %sunkaddr456, align 4
  %compare.4.0.i288 = fcmp uno float %.val20, 0.000000e+00
  %compare.3.0.i289 = fcmp oeq float %.val20, 0.000000e+00
  %447 = bitcast float %.val20 to i32
  %448 = select i1 %compare.3.0.i289, i32 0, i32 %447
  %449 = select i1 %compare.4.0.i288, i32 2143289344, i32 %448
  %450 = icmp slt i32 %449, 0
  %451 = xor i32 %449, 2147483647
  %452 = select i1 %450, i32 %451, i32 %449
  %compare.11.0.i290 = fcmp uno float %.val21, 0.000000e+00
  %compare.10.0.i291 = fcmp oeq float %.val21, 0.000000e+00
  %453 = bitcast float %.val21 to i32
  %454 = select i1 %compare.10.0.i291, i32 0, i32 %453
  %455 = select i1 %compare.11.0.i290, i32 2143289344, i32 %454
  %456 = icmp slt i32 %455, 0
  %457 = xor i32 %455, 2147483647
  %458 = select i1 %456, i32 %457, i32 %455
  %459 = icmp sge i32 %452, %458
  %.not.i292 = icmp eq i32 %458, %452
  %460 = icmp sge i32 %.val22, %.val23
  %.v.i293 = select i1 %.not.i292, i1 %460, i1 %459
  br i1 %.v.i293, label %is_smaller_than-after233, label %is_smaller_than-true232

is_smaller_than-true225:                          ; preds = %is_smaller_than-after218
  store float %.val24, ptr addrspace(3) %13, align 4
  %sunkaddr457 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val25, ptr addrspace(3) %sunkaddr457, align 4
  store i32 %.val26, ptr addrspace(3) %18, align 4
  %sunkaddr458 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val27, ptr addrspace(3) %sunkaddr458, align 4
  br label %is_smaller_than-after226

is_smaller_than-after233:                         ; preds = %is_smaller_than-true232, %is_smaller_than-after226
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %sunkaddr459 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %.val16 = load float, ptr addrspace(3) %sunkaddr459, align 4
  %.val17 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr460 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %.val18 = load i32, ptr addrspace(3) %sunkaddr460, align 4
  %.val19 = load i32, ptr addrspace(3) %18, align 4
  %compare.4.0.i294 = fcmp uno float %.val16, 0.000000e+00
  %compare.3.0.i295 = fcmp oeq float %.val16, 0.000000e+00
  %461 = bitcast float %.val16 to i32
  %462 = select i1 %compare.3.0.i295, i32 0, i32 %461
  %463 = select i1 %compare.4.0.i294, i32 2143289344, i32 %462
  %464 = icmp slt i32 %463, 0
  %465 = xor i32 %463, 2147483647
  %466 = select i1 %464, i32 %465, i32 %463
  %compare.11.0.i296 = fcmp uno float %.val17, 0.000000e+00
  %compare.10.0.i297 = fcmp oeq float %.val17, 0.000000e+00
  %467 = bitcast float %.val17 to i32
  %468 = select i1 %compare.10.0.i297, i32 0, i32 %467
  %469 = select i1 %compare.11.0.i296, i32 2143289344, i32 %468
  %470 = icmp slt i32 %469, 0
  %471 = xor i32 %469, 2147483647
  %472 = select i1 %470, i32 %471, i32 %469
  %473 = icmp sge i32 %466, %472
  %.not.i298 = icmp eq i32 %472, %466
  %474 = icmp sge i32 %.val18, %.val19
  %.v.i299 = select i1 %.not.i298, i1 %474, i1 %473
  br i1 %.v.i299, label %is_smaller_than-after241, label %is_smaller_than-true240

is_smaller_than-true232:                          ; preds = %is_smaller_than-after226
  %sunkaddr461 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val20, ptr addrspace(3) %sunkaddr461, align 4
  %sunkaddr462 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val21, ptr addrspace(3) %sunkaddr462, align 4
  %sunkaddr463 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val22, ptr addrspace(3) %sunkaddr463, align 4
  %sunkaddr464 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val23, ptr addrspace(3) %sunkaddr464, align 4
  br label %is_smaller_than-after233

is_smaller_than-after241:                         ; preds = %is_smaller_than-true240, %is_smaller_than-after233
  %sunkaddr465 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %.val = load float, ptr addrspace(3) %sunkaddr465, align 4
  %sunkaddr466 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %.val13 = load float, ptr addrspace(3) %sunkaddr466, align 4
  %sunkaddr467 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %.val14 = load i32, ptr addrspace(3) %sunkaddr467, align 4
  %sunkaddr468 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %.val15 = load i32, ptr addrspace(3) %sunkaddr468, align 4
  %compare.4.0.i300 = fcmp uno float %.val, 0.000000e+00
  %compare.3.0.i301 = fcmp oeq float %.val, 0.000000e+00
  %475 = bitcast float %.val to i32
  %476 = select i1 %compare.3.0.i301, i32 0, i32 %475
  %477 = select i1 %compare.4.0.i300, i32 2143289344, i32 %476
  %478 = icmp slt i32 %477, 0
  %479 = xor i32 %477, 2147483647
  %480 = select i1 %478, i32 %479, i32 %477
  %compare.11.0.i302 = fcmp uno float %.val13, 0.000000e+00
  %compare.10.0.i303 = fcmp oeq float %.val13, 0.000000e+00
  %481 = bitcast float %.val13 to i32
  %482 = select i1 %compare.10.0.i303, i32 0, i32 %481
  %483 = select i1 %compare.11.0.i302, i32 2143289344, i32 %482
  %484 = icmp slt i32 %483, 0
  %485 = xor i32 %483, 2147483647
  %486 = select i1 %484, i32 %485, i32 %483
  %487 = icmp sge i32 %480, %486
  %.not.i304 = icmp eq i32 %486, %480
  %488 = icmp sge i32 %.val14, %.val15
  %.v.i305 = select i1 %.not.i304, i1 %488, i1 %487
  br i1 %.v.i305, label %is_smaller_than-after248, label %is_smaller_than-true247

is_smaller_than-true240:                          ; preds = %is_smaller_than-after233
  store float %.val16, ptr addrspace(3) %13, align 4
  %sunkaddr469 = getelementptr i8, ptr addrspace(3) %13, i64 4
  store float %.val17, ptr addrspace(3) %sunkaddr469, align 4
  store i32 %.val18, ptr addrspace(3) %18, align 4
  %sunkaddr470 = getelementptr i8, ptr addrspace(3) %18, i64 4
  store i32 %.val19, ptr addrspace(3) %sunkaddr470, align 4
  br label %is_smaller_than-after241

is_smaller_than-after248:                         ; preds = %is_smaller_than-true247, %is_smaller_than-after241
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %489 = load float, ptr addrspace(3) %13, align 4
  %sunkaddr471 = getelementptr i8, ptr addrspace(3) %13, i64 4
  %490 = load float, ptr addrspace(3) %sunkaddr471, align 4
  %sunkaddr472 = getelementptr i8, ptr addrspace(3) %13, i64 8
  %491 = load float, ptr addrspace(3) %sunkaddr472, align 4
  %sunkaddr473 = getelementptr i8, ptr addrspace(3) %13, i64 12
  %492 = load float, ptr addrspace(3) %sunkaddr473, align 4
  %493 = insertelement <4 x float> poison, float %489, i32 0
  %494 = insertelement <4 x float> %493, float %490, i32 1
  %495 = insertelement <4 x float> %494, float %491, i32 2
  %496 = insertelement <4 x float> %495, float %492, i32 3
  store <4 x float> %496, ptr addrspace(1) %7, align 16
  %497 = load i32, ptr addrspace(3) %18, align 4
  %.split9 = getelementptr inbounds [128 x i8], ptr addrspace(1) %1, i64 %5
  %498 = getelementptr inbounds [4 x i8], ptr addrspace(1) %.split9, i64 %base_keys_index
  %sunkaddr474 = getelementptr i8, ptr addrspace(3) %18, i64 4
  %499 = load i32, ptr addrspace(3) %sunkaddr474, align 4
  %sunkaddr475 = getelementptr i8, ptr addrspace(3) %18, i64 8
  %500 = load i32, ptr addrspace(3) %sunkaddr475, align 4
  %sunkaddr476 = getelementptr i8, ptr addrspace(3) %18, i64 12
  %501 = load i32, ptr addrspace(3) %sunkaddr476, align 4
  %502 = insertelement <4 x i32> poison, i32 %497, i32 0
  %503 = insertelement <4 x i32> %502, i32 %499, i32 1
  %504 = insertelement <4 x i32> %503, i32 %500, i32 2
  %505 = insertelement <4 x i32> %504, i32 %501, i32 3
  store <4 x i32> %505, ptr addrspace(1) %498, align 16
  ret void

is_smaller_than-true247:                          ; preds = %is_smaller_than-after241
  %sunkaddr477 = getelementptr i8, ptr addrspace(3) %13, i64 8
  store float %.val, ptr addrspace(3) %sunkaddr477, align 4
  %sunkaddr478 = getelementptr i8, ptr addrspace(3) %13, i64 12
  store float %.val13, ptr addrspace(3) %sunkaddr478, align 4
  %sunkaddr479 = getelementptr i8, ptr addrspace(3) %18, i64 8
  store i32 %.val14, ptr addrspace(3) %sunkaddr479, align 4
  %sunkaddr480 = getelementptr i8, ptr addrspace(3) %18, i64 12
  store i32 %.val15, ptr addrspace(3) %sunkaddr480, align 4
  br label %is_smaller_than-after248
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { norecurse nounwind "nvvm.reqntid"="8,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!1 = !{i32 0, i32 32}
!2 = !{i32 0, i32 8}
