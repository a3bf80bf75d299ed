; ModuleID = 'split_module'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define ptx_kernel void @input_add_reduce_fusion_3(ptr noalias readonly align 16 captures(none) dereferenceable(512) %0, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %1, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %2, ptr noalias readonly align 16 captures(none) dereferenceable(262144) %3, ptr noalias readonly align 16 captures(none) dereferenceable(4096) %4, ptr noalias readonly align 16 captures(none) dereferenceable(1024) %5, ptr noalias readonly align 16 captures(none) dereferenceable(4096) %6, ptr noalias readonly align 16 captures(none) dereferenceable(15627264) %7, ptr noalias readonly align 16 captures(none) dereferenceable(8192) %8, ptr noalias readonly align 16 captures(none) dereferenceable(512) %9, ptr noalias readonly align 256 captures(none) dereferenceable(524288) %10, ptr noalias readonly align 16 captures(none) dereferenceable(512) %11, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %12, ptr noalias writeonly align 256 captures(none) dereferenceable(4096) %13, ptr noalias writeonly align 256 captures(none) dereferenceable(524288) %14) local_unnamed_addr #0 {
  %16 = addrspacecast ptr %8 to ptr addrspace(1)
  %17 = addrspacecast ptr %6 to ptr addrspace(1)
  %18 = addrspacecast ptr %4 to ptr addrspace(1)
  %19 = addrspacecast ptr %2 to ptr addrspace(1)
  %20 = addrspacecast ptr %1 to ptr addrspace(1)
  %21 = addrspacecast ptr %9 to ptr addrspace(1)
  %22 = addrspacecast ptr %0 to ptr addrspace(1)
  %23 = addrspacecast ptr %3 to ptr addrspace(1)
  %24 = addrspacecast ptr %5 to ptr addrspace(1)
  %25 = addrspacecast ptr %7 to ptr addrspace(1)
  %26 = addrspacecast ptr %11 to ptr addrspace(1)
  %27 = addrspacecast ptr %10 to ptr addrspace(1)
  %28 = addrspacecast ptr %14 to ptr addrspace(1)
  %29 = addrspacecast ptr %13 to ptr addrspace(1)
  %30 = addrspacecast ptr %12 to ptr addrspace(1)
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !4
  %32 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !5
  %33 = shl nuw nsw i32 %32, 3
  %34 = lshr i32 %31, 5
  %35 = or disjoint i32 %33, %34
  %36 = and i32 %33, 120
  %37 = or disjoint i32 %36, %34
  %38 = zext nneg i32 %35 to i64
  %39 = getelementptr inbounds [8 x i8], ptr addrspace(1) %16, i64 %38
  %40 = load i64, ptr addrspace(1) %39, align 8, !invariant.load !6
  %41 = trunc i64 %40 to i32
  %42 = tail call i32 @llvm.umin.i32(i32 %41, i32 30521)
  %43 = zext nneg i32 %37 to i64
  %44 = getelementptr inbounds [8 x i8], ptr addrspace(1) %17, i64 %43
  %45 = load i64, ptr addrspace(1) %44, align 8, !invariant.load !6
  %46 = and i64 %45, 4294967295
  %.not = icmp eq i64 %46, 0
  %47 = getelementptr inbounds [8 x i8], ptr addrspace(1) %18, i64 %43
  %48 = load i64, ptr addrspace(1) %47, align 8, !invariant.load !6
  %49 = trunc i64 %48 to i32
  %50 = tail call i32 @llvm.umin.i32(i32 %49, i32 511)
  %51 = getelementptr inbounds [4 x i8], ptr addrspace(1) %19, i64 %38
  %52 = load float, ptr addrspace(1) %51, align 4, !invariant.load !6
  %53 = fmul float %52, 7.812500e-03
  %54 = getelementptr inbounds [4 x i8], ptr addrspace(1) %20, i64 %38
  %55 = load float, ptr addrspace(1) %54, align 4, !invariant.load !6
  %56 = fmul float %55, 7.812500e-03
  %57 = fmul float %53, %53
  %58 = fsub float %56, %57
  %59 = fadd float %58, 0x3D71979980000000
  %60 = tail call float @llvm.nvvm.rsqrt.approx.f(float %59)
  %61 = and i32 %31, 31
  %62 = shl nuw nsw i32 %61, 1
  %63 = shl nuw nsw i32 %34, 7
  %64 = shl nuw nsw i32 %32, 10
  %65 = or disjoint i32 %63, %64
  %66 = or disjoint i32 %65, %62
  %67 = zext nneg i32 %62 to i64
  %68 = getelementptr inbounds [4 x i8], ptr addrspace(1) %21, i64 %67
  %69 = load <2 x float>, ptr addrspace(1) %68, align 8, !invariant.load !6
  %70 = getelementptr inbounds [4 x i8], ptr addrspace(1) %22, i64 %67
  %71 = load <2 x float>, ptr addrspace(1) %70, align 8, !invariant.load !6
  %72 = shl nuw nsw i32 %50, 7
  %73 = or disjoint i32 %72, %62
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [4 x i8], ptr addrspace(1) %23, i64 %74
  %76 = load <2 x float>, ptr addrspace(1) %75, align 8, !invariant.load !6
  %77 = select i1 %.not, i32 0, i32 128
  %78 = or disjoint i32 %77, %62
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [4 x i8], ptr addrspace(1) %24, i64 %79
  %81 = shl nuw nsw i32 %42, 7
  %82 = or disjoint i32 %81, %62
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [4 x i8], ptr addrspace(1) %25, i64 %83
  %85 = getelementptr inbounds [4 x i8], ptr addrspace(1) %26, i64 %67
  %86 = zext nneg i32 %66 to i64
  %87 = getelementptr inbounds [4 x i8], ptr addrspace(1) %27, i64 %86
  %88 = load <2 x float>, ptr addrspace(1) %87, align 8, !invariant.load !6
  %89 = extractelement <2 x float> %88, i32 0
  %90 = extractelement <2 x float> %88, i32 1
  %91 = load <2 x float>, ptr addrspace(1) %85, align 8, !invariant.load !6
  %92 = extractelement <2 x float> %91, i32 0
  %93 = extractelement <2 x float> %91, i32 1
  %94 = fadd float %92, %89
  %95 = load <2 x float>, ptr addrspace(1) %84, align 8, !invariant.load !6
  %96 = extractelement <2 x float> %95, i32 0
  %97 = extractelement <2 x float> %95, i32 1
  %98 = load <2 x float>, ptr addrspace(1) %80, align 8, !invariant.load !6
  %99 = extractelement <2 x float> %98, i32 0
  %100 = extractelement <2 x float> %98, i32 1
  %101 = fadd float %99, %96
  %102 = extractelement <2 x float> %76, i64 0
  %103 = fadd float %102, %101
  %104 = fsub float %103, %53
  %105 = fmul float %60, %104
  %106 = extractelement <2 x float> %71, i64 0
  %107 = extractelement <2 x float> %69, i64 0
  %108 = fmul float %106, %105
  %109 = fadd float %107, %108
  %110 = fadd float %94, %109
  %111 = fmul float %110, %110
  %112 = fadd float %93, %90
  %113 = fadd float %100, %97
  %114 = extractelement <2 x float> %76, i64 1
  %115 = fadd float %114, %113
  %116 = fsub float %115, %53
  %117 = fmul float %60, %116
  %118 = extractelement <2 x float> %71, i64 1
  %119 = extractelement <2 x float> %69, i64 1
  %120 = fmul float %118, %117
  %121 = fadd float %119, %120
  %122 = fadd float %112, %121
  %123 = fmul float %122, %122
  %124 = fadd nsz float %111, %123
  %125 = fadd nsz float %110, %122
  %126 = insertelement <2 x float> poison, float %110, i64 0
  %127 = insertelement <2 x float> %126, float %122, i64 1
  %128 = getelementptr inbounds [4 x i8], ptr addrspace(1) %28, i64 %86
  store <2 x float> %127, ptr addrspace(1) %128, align 8
  %129 = getelementptr inbounds i8, ptr addrspace(1) %68, i64 256
  %130 = load <2 x float>, ptr addrspace(1) %129, align 8, !invariant.load !6
  %131 = getelementptr inbounds i8, ptr addrspace(1) %70, i64 256
  %132 = load <2 x float>, ptr addrspace(1) %131, align 8, !invariant.load !6
  %133 = getelementptr inbounds i8, ptr addrspace(1) %75, i64 256
  %134 = load <2 x float>, ptr addrspace(1) %133, align 8, !invariant.load !6
  %135 = getelementptr inbounds i8, ptr addrspace(1) %80, i64 256
  %136 = getelementptr inbounds i8, ptr addrspace(1) %84, i64 256
  %137 = getelementptr inbounds i8, ptr addrspace(1) %85, i64 256
  %138 = getelementptr inbounds i8, ptr addrspace(1) %87, i64 256
  %139 = load <2 x float>, ptr addrspace(1) %138, align 8, !invariant.load !6
  %140 = extractelement <2 x float> %139, i32 0
  %141 = extractelement <2 x float> %139, i32 1
  %142 = load <2 x float>, ptr addrspace(1) %137, align 8, !invariant.load !6
  %143 = extractelement <2 x float> %142, i32 0
  %144 = extractelement <2 x float> %142, i32 1
  %145 = fadd float %143, %140
  %146 = load <2 x float>, ptr addrspace(1) %136, align 8, !invariant.load !6
  %147 = extractelement <2 x float> %146, i32 0
  %148 = extractelement <2 x float> %146, i32 1
  %149 = load <2 x float>, ptr addrspace(1) %135, align 8, !invariant.load !6
  %150 = extractelement <2 x float> %149, i32 0
  %151 = extractelement <2 x float> %149, i32 1
  %152 = fadd float %150, %147
  %153 = extractelement <2 x float> %134, i64 0
  %154 = fadd float %153, %152
  %155 = fsub float %154, %53
  %156 = fmul float %60, %155
  %157 = extractelement <2 x float> %132, i64 0
  %158 = extractelement <2 x float> %130, i64 0
  %159 = fmul float %157, %156
  %160 = fadd float %158, %159
  %161 = fadd float %145, %160
  %162 = fmul float %161, %161
  %163 = fadd nsz float %124, %162
  %164 = fadd nsz float %125, %161
  %165 = fadd float %144, %141
  %166 = fadd float %151, %148
  %167 = extractelement <2 x float> %134, i64 1
  %168 = fadd float %167, %166
  %169 = fsub float %168, %53
  %170 = fmul float %60, %169
  %171 = extractelement <2 x float> %132, i64 1
  %172 = extractelement <2 x float> %130, i64 1
  %173 = fmul float %171, %170
  %174 = fadd float %172, %173
  %175 = fadd float %165, %174
  %176 = fmul float %175, %175
  %177 = fadd nsz float %176, %163
  %178 = fadd nsz float %175, %164
  %179 = insertelement <2 x float> poison, float %161, i64 0
  %180 = insertelement <2 x float> %179, float %175, i64 1
  %181 = getelementptr inbounds i8, ptr addrspace(1) %128, i64 256
  store <2 x float> %180, ptr addrspace(1) %181, align 8
  %182 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %177, i32 16, i32 31)
  %183 = fadd nsz float %182, %177
  %184 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %183, i32 8, i32 31)
  %185 = fadd nsz float %184, %183
  %186 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %185, i32 4, i32 31)
  %187 = fadd nsz float %186, %185
  %188 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %187, i32 2, i32 31)
  %189 = fadd nsz float %188, %187
  %190 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %189, i32 1, i32 31)
  %191 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %178, i32 16, i32 31)
  %192 = fadd nsz float %191, %178
  %193 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %192, i32 8, i32 31)
  %194 = fadd nsz float %193, %192
  %195 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %194, i32 4, i32 31)
  %196 = fadd nsz float %195, %194
  %197 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %196, i32 2, i32 31)
  %198 = fadd nsz float %197, %196
  %199 = tail call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %198, i32 1, i32 31)
  %200 = icmp eq i32 %61, 0
  %201 = icmp samesign ult i32 %31, 225
  %202 = and i1 %201, %200
  %203 = getelementptr inbounds [4 x i8], ptr addrspace(1) %29, i64 %38
  %204 = getelementptr inbounds [4 x i8], ptr addrspace(1) %30, i64 %38
  %205 = fadd nsz float %199, %198
  %206 = fadd nsz float %190, %189
  br i1 %202, label %207, label %208

207:                                              ; preds = %15
  store float %206, ptr addrspace(1) %204, align 4
  store float %205, ptr addrspace(1) %203, align 4
  br label %208

208:                                              ; preds = %207, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "nvvm.reqntid"="256,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 256}
!5 = !{i32 0, i32 128}
!6 = !{}
